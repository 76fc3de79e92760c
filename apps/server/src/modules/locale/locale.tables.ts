/** The site's language settings (D40, migration 0024_locales). Only this module's queries name the table. */
export interface LocaleSettingsTable {
  /** 'default': the site's default language. */
  key: string;
  value: string;
  updated_at: string;
}

export interface LocaleTables {
  locale_settings: LocaleSettingsTable;
}
