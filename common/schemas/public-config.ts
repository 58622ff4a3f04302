import { z } from 'zod';
import { text } from './text.js';

/** What the browser needs to know about this deployment; read once at start. No secrets. */
export const PublicConfigSchema = z.object({
  aiBaseUrl: z.string(),
  aiModel: z.string(),
  /** The provider allowlist (common/provider-allowlist.ts): what the key settings accept as a base URL. */
  aiProviders: z.object({ origins: z.array(z.string()), loopback: z.boolean() }),
  supportEmail: z.string(),
  docsUrl: z.string(),
  statusUrl: z.string(),
  oidcEnabled: z.boolean(),
  maintenance: z.object({ enabled: z.boolean(), granted: z.boolean() }),
});
export type PublicConfig = z.infer<typeof PublicConfigSchema>;

export const MaintenanceUnlockSchema = z.object({
  code: text().trim().min(1, 'Enter the access code').max(200),
});
export type MaintenanceUnlock = z.infer<typeof MaintenanceUnlockSchema>;

/** POST /api/maintenance/unlock: the grant is an httpOnly cookie; the body only confirms it. */
export const MaintenanceGrantSchema = z.object({ granted: z.literal(true) });

export const MAINTENANCE_INVALID_CODE = 'Invalid access code. Contact administrator for testing access.';
