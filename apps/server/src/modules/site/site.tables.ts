/** Tables owned by the site module (D38). */
export interface SiteSettingsTable {
  /** 'identity' | 'landing' | 'footer' | 'logo' */
  section: string;
  /** The section as JSON, checked when saved. */
  value: string;
  updated_at: string;
  updated_by: number | null;
}

export interface SiteLogosTable {
  /** Hex SHA-256 of the bytes: the logo's address, so a cached copy never goes stale. */
  sha256: string;
  mime: string;
  /** The bytes, base64. */
  data: string;
  width: number;
  height: number;
  created_at: string;
}

export interface SiteTables {
  site_settings: SiteSettingsTable;
  site_logos: SiteLogosTable;
}
