/**
 * The OpenCC dictionaries `opencc-js` ships as modules of their own (`opencc-js/dict/<name>`, the
 * package's "./*" export): each default-exports the dictionary serialised as "source target|source
 * target|..." (`DictLike` of opencc-js/core). The package declares types for its entry points only.
 */
declare module 'opencc-js/dict/STCharacters' {
  const dict: string;
  export default dict;
}
declare module 'opencc-js/dict/HKVariants' {
  const dict: string;
  export default dict;
}
declare module 'opencc-js/dict/TWVariants' {
  const dict: string;
  export default dict;
}
