/**
 * Builds the ProviderChain from configuration (VIGIL_COMPANY_PROVIDERS, in order). Unknown ids and
 * providers without their credentials are a start-up error with the variable to set, not a silent skip.
 */
import type { CompanyConfig } from '../config.js';
import type { Db } from '../storage/db.js';
import type { Logger } from '../log.js';
import type { CompanyProvider } from './types.js';
import { ProviderChain } from './chain.js';
import { CompaniesHouseApiProvider } from './http/gb-coh-api.js';
import { GleifApiProvider } from './http/gleif-api.js';
import { DnbProvider } from './http/dnb.js';
import { RegistryFilesProvider } from './registry-files/provider.js';

export const PROVIDER_IDS = ['registry_files', 'gb_coh_api', 'gleif_api', 'dnb'] as const;

/** One provider by id. @throws Error naming the missing variable or the unknown id. */
export function makeProvider(id: string, cfg: CompanyConfig, db: Db): CompanyProvider {
  const timeoutMs = cfg.providerTimeoutMs;
  switch (id) {
    case 'registry_files':
      return new RegistryFilesProvider(db);
    case 'gb_coh_api':
      if (!cfg.cohApiKey) throw new Error('VIGIL_COMPANY_PROVIDERS lists gb_coh_api but VIGIL_COH_API_KEY is not set');
      return new CompaniesHouseApiProvider({ apiKey: cfg.cohApiKey, baseUrl: cfg.cohApiUrl, timeoutMs });
    case 'gleif_api':
      return new GleifApiProvider({ baseUrl: cfg.gleifApiUrl, timeoutMs });
    case 'dnb':
      if (!cfg.dnbApiKey || !cfg.dnbApiSecret) throw new Error('VIGIL_COMPANY_PROVIDERS lists dnb but VIGIL_DNB_API_KEY / VIGIL_DNB_API_SECRET are not set');
      return new DnbProvider({ apiKey: cfg.dnbApiKey, apiSecret: cfg.dnbApiSecret, baseUrl: cfg.dnbApiUrl, timeoutMs });
    default:
      throw new Error(`unknown company provider "${id}" in VIGIL_COMPANY_PROVIDERS (known: ${PROVIDER_IDS.join(', ')})`);
  }
}

export function buildProviderChain(cfg: CompanyConfig, db: Db, logger: Logger): ProviderChain {
  return new ProviderChain(cfg.providers.map((id) => makeProvider(id, cfg, db)), logger);
}
