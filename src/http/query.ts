/**
 * Query-string parsing with DRF-style errors. Repeatable parameters arrive as `a=1&a=2` or `a=1,2`
 * (api-facts.md): both are accepted. Each reader records a message under the parameter's name instead
 * of throwing, so one 400 lists every bad parameter.
 */
import { validationError, notFound, MESSAGES, type FieldErrors } from './errors.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type RawQuery = Record<string, string | string[] | undefined>;

export class QueryReader {
  private readonly errors: FieldErrors = {};
  constructor(private readonly raw: RawQuery) {}

  private fail(name: string, msg: string): undefined {
    (this.errors[name] ??= []).push(msg);
    return undefined;
  }

  private values(name: string): string[] {
    const v = this.raw[name];
    const list = v === undefined ? [] : Array.isArray(v) ? v : [v];
    return list.flatMap((s) => s.split(',')).map((s) => s.trim()).filter(Boolean);
  }

  private single(name: string): string | undefined {
    const v = this.raw[name];
    const s = Array.isArray(v) ? v[v.length - 1] : v;
    return s === undefined || s.trim() === '' ? undefined : s.trim();
  }

  /** A repeatable parameter whose values must each be one of `choices`. */
  choices<T extends string>(name: string, choices: readonly T[]): T[] | undefined {
    const vals = this.values(name);
    const bad = vals.filter((v) => !choices.includes(v as T));
    if (bad.length) return this.fail(name, `Select a valid choice. ${bad[0]} is not one of the available choices.`);
    return vals.length ? (vals as T[]) : undefined;
  }

  /** A single parameter with one of `choices`, `fallback` when absent. */
  choice<T extends string>(name: string, choices: readonly T[], fallback: T): T {
    const v = this.single(name);
    if (v === undefined) return fallback;
    if (!choices.includes(v as T)) {
      this.fail(name, MESSAGES.invalidChoice(v));
      return fallback;
    }
    return v as T;
  }

  uuids(name: string): string[] | undefined {
    const vals = this.values(name);
    if (vals.some((v) => !UUID.test(v))) return this.fail(name, 'Must be a valid UUID.');
    return vals.length ? vals : undefined;
  }

  bool(name: string): boolean | undefined {
    const v = this.single(name)?.toLowerCase();
    if (v === undefined) return undefined;
    if (['true', '1', 'yes'].includes(v)) return true;
    if (['false', '0', 'no'].includes(v)) return false;
    return this.fail(name, 'Must be a valid boolean.');
  }

  /** A number within [min, max]. */
  number(name: string, min: number, max: number): number | undefined {
    const v = this.single(name);
    if (v === undefined) return undefined;
    const n = Number(v);
    if (!Number.isFinite(n)) return this.fail(name, 'Enter a number.');
    if (n < min) return this.fail(name, `Ensure this value is greater than or equal to ${min}.`);
    if (n > max) return this.fail(name, `Ensure this value is less than or equal to ${max}.`);
    return n;
  }

  /** An ISO 8601 date or timestamp, returned as an ISO string. */
  timestamp(name: string): string | undefined {
    const v = this.single(name);
    if (v === undefined) return undefined;
    if (!/^\d{4}-\d{2}-\d{2}([T ][\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/.test(v) || Number.isNaN(Date.parse(v)))
      return this.fail(name, 'Enter a valid date/time.');
    return new Date(v).toISOString();
  }

  string(name: string): string | undefined {
    return this.single(name);
  }

  /** A repeatable free-text parameter (`a=1&a=2` or `a=1,2`). */
  strings(name: string): string[] | undefined {
    const vals = this.values(name);
    return vals.length ? vals : undefined;
  }

  /** Throws the collected 400, if any. */
  done(): void {
    if (Object.keys(this.errors).length) throw validationError(this.errors);
  }
}

export function isUuid(s: string): boolean {
  return UUID.test(s);
}

/**
 * The record `lookup(id)` finds, or a 404 HttpError when it finds none. An id that is not a UUID names
 * nothing (every external_id is one), so it is a 404 without a query (a uuid cast would fail there).
 */
export async function foundOr404<T>(id: string, lookup: (id: string) => Promise<T | null | undefined>): Promise<T> {
  if (!isUuid(id)) throw notFound();
  const found = await lookup(id);
  if (found === null || found === undefined) throw notFound();
  return found;
}
