/**
 * The page's configuration, read once on the server from the environment (or PAGE_CONFIG_FILE).
 * One block per feature, each beside the code that reads it (see BLOCKS below); this module
 * composes them, reads the file and checks every value. Its types are what the blocks make
 * (ServerConfig, PublicConfig); the value types and the block helper are in ../configBlock.ts,
 * below every block.
 *
 * - `readServerConfig(env)` takes the environment as an argument (it never touches `process`), so
 *   this module is safe to import from client code for its types and defaults.
 * - Only `PublicConfig` reaches the browser: the server copies it into the serialised page data
 *   (`toPublicConfig`). Nothing here is read through `import.meta.env` in client code.
 * - Where the spec gives two readings of a value, the first is the default and the other is
 *   documented next to it (and in page/CONFIG.md).
 */
import * as v from 'valibot';
import { walletConfig } from '../walletFlows/config';
import { localeConfig } from '../i18n/config';
import { productPageConfig } from '../routes/product/config';
import { purchaseConfig } from '../purchase/config';
import { reviewsConfig } from '../reviews/config';
import { operationsConfig, serverConfig, shopAccessConfig } from '../server/config';
import { storefrontConfig } from '../storefront/config';
import { ConfigError, type ConfigContext, type ConfigEnv, parseBlock } from '../configBlock';

export { ConfigError, type ConfigEnv } from '../configBlock';

/**
 * Every block, by the file it lives in. page/CONFIG.md has one table per block, headed with that
 * file's path, written from the blocks (page/config/doc.ts).
 */
export const BLOCKS = {
  'page/server/config.ts': [serverConfig, shopAccessConfig, operationsConfig],
  'page/routes/product/config.ts': [productPageConfig],
  'page/purchase/config.ts': [purchaseConfig],
  'page/walletFlows/config.ts': [walletConfig],
  'page/reviews/config.ts': [reviewsConfig],
  'page/storefront/config.ts': [storefrontConfig],
  'page/i18n/config.ts': [localeConfig],
} as const;

/** Every environment variable the page reads, with its check and default: the blocks' together. */
const envSchema = v.object({
  ...serverConfig.variables,
  ...shopAccessConfig.variables,
  ...operationsConfig.variables,
  ...productPageConfig.variables,
  ...purchaseConfig.variables,
  ...walletConfig.variables,
  ...reviewsConfig.variables,
  ...storefrontConfig.variables,
  ...localeConfig.variables,
});

/** The variable naming a JSON configuration file (keys = the variable names below). */
export const CONFIG_FILE_VARIABLE = 'PAGE_CONFIG_FILE';

/** PAGE_CONFIG_FILE, which this module reads, as page/CONFIG.md documents it. */
export const CONFIG_FILE_BLOCK = {
  about: {
    title: 'The configuration file',
    readBy: 'Read by the module that composes the blocks above.',
  },
  variables: { [CONFIG_FILE_VARIABLE]: v.optional(v.string()) },
  docs: { [CONFIG_FILE_VARIABLE]: { does: 'A JSON file of settings (see above).' } },
};

export interface ReadConfigOptions {
  /**
   * Reads the file named by PAGE_CONFIG_FILE (the server passes `fs.readFileSync(path, 'utf8')`).
   * Without it, setting PAGE_CONFIG_FILE is an error: this module never touches the file system
   * itself, so client code may import it.
   */
  readFile?: (path: string) => string;
  /**
   * The routes when PRODUCT_ROUTES is unset: the composition root passes the catalogue it serves
   * (server/main.ts: the demo catalogue's, shop-api/catalogue). Without it, no product route.
   */
  defaultProductRoutes?: Readonly<Record<string, string>>;
}

/** A JSON file's values as environment strings: lists join with commas, objects become JSON. */
function fileToEnv(path: string, text: string): Record<string, string> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    throw new ConfigError(
      `Invalid page configuration:\n  ${CONFIG_FILE_VARIABLE}: ${path} is not JSON (${(error as Error).message})`,
    );
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new ConfigError(
      `Invalid page configuration:\n  ${CONFIG_FILE_VARIABLE}: ${path} must hold a JSON object`,
    );
  }
  const known = new Set(CONFIG_VARIABLES.filter((key) => key !== CONFIG_FILE_VARIABLE));
  const out: Record<string, string> = {};
  const problems: string[] = [];
  for (const [key, value] of Object.entries(parsed)) {
    if (!known.has(key)) {
      problems.push(`${key}: unknown setting in ${path}`);
    } else if (typeof value === 'string') {
      out[key] = value;
    } else if (typeof value === 'number' || typeof value === 'boolean') {
      out[key] = String(value);
    } else if (Array.isArray(value)) {
      out[key] = value.map(String).join(',');
    } else if (value !== null && typeof value === 'object') {
      out[key] = JSON.stringify(value);
    } else {
      problems.push(`${key}: null is not a value (leave the key out for the default)`);
    }
  }
  if (problems.length > 0) {
    throw new ConfigError(`Invalid page configuration:\n  ${problems.join('\n  ')}`);
  }
  return out;
}

/**
 * Parses the environment, over the JSON file named by PAGE_CONFIG_FILE when there is one (the
 * environment wins). Empty strings count as unset. Throws ConfigError listing every problem, each
 * named by its variable.
 */
export function readServerConfig(env: ConfigEnv, options: ReadConfigOptions = {}) {
  const cleaned: Record<string, string> = {};
  const file = env[CONFIG_FILE_VARIABLE]?.trim();
  if (file) {
    if (!options.readFile) {
      throw new ConfigError(
        `Invalid page configuration:\n  ${CONFIG_FILE_VARIABLE}: files are read only by the server`,
      );
    }
    let text: string;
    try {
      text = options.readFile(file);
    } catch (error) {
      throw new ConfigError(
        `Invalid page configuration:\n  ${CONFIG_FILE_VARIABLE}: cannot read ${file} (${(error as Error).message})`,
      );
    }
    for (const [key, value] of Object.entries(fileToEnv(file, text))) {
      if (value.trim() !== '') cleaned[key] = value.trim();
    }
  }
  for (const key of CONFIG_VARIABLES) {
    if (key === CONFIG_FILE_VARIABLE) continue;
    const value = env[key];
    if (value !== undefined && value.trim() !== '') cleaned[key] = value.trim();
  }
  const e = parseBlock(envSchema, cleaned);
  const context: ConfigContext = {
    shopApiOrigin: e.SHOP_API_ORIGIN,
    defaultProductRoutes: options.defaultProductRoutes,
  };
  const shop = shopAccessConfig.read(e, context);
  const wallets = walletConfig.read(e, context);
  /** What the browser may know: serialised into every page, so never a secret. */
  const publicConfig = {
    ...productPageConfig.read(e, context),
    ...purchaseConfig.read(e, context),
    ...reviewsConfig.read(e, context),
    ...storefrontConfig.read(e, context),
    ...localeConfig.read(e, context),
    ...shop.public,
    wallets: wallets.public,
  };
  return {
    ...serverConfig.read(e, context),
    ...shop.server,
    walletProviderOrigins: wallets.providerOrigins,
    /** Logs, metrics, traces, readiness and draining (docs/operations.md). */
    operations: operationsConfig.read(e, context),
    public: publicConfig,
  };
}

/** The server's settings, its public part included. */
export type ServerConfig = ReturnType<typeof readServerConfig>;
/** What the browser may know. Serialised into the page; never put secrets here. */
export type PublicConfig = ServerConfig['public'];

/** Every variable the page reads through this module (page/CONFIG.md documents each). */
export const CONFIG_VARIABLES: readonly string[] = [
  ...Object.keys(envSchema.entries),
  CONFIG_FILE_VARIABLE,
];

/** The defaults, as the server would read them from an empty environment. */
export const defaultServerConfig: ServerConfig = readServerConfig({});
export const defaultPublicConfig: PublicConfig = defaultServerConfig.public;

const publicCopies = new WeakMap<ServerConfig, PublicConfig>();

/**
 * The public part, copied so nothing else of the server config can leak by reference. One frozen
 * copy per server config (made once, not per request): every page shares it read-only.
 */
export function toPublicConfig(config: ServerConfig): PublicConfig {
  let copy = publicCopies.get(config);
  if (!copy) {
    copy = deepFreeze(structuredClone(config.public));
    publicCopies.set(config, copy);
  }
  return copy;
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}
