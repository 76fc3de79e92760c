import { msg } from '@lingui/core/macro';
import { translate } from '../../lib/i18n.ts';

/**
 * Every text of the /admin/site screen's own (labels, hints, buttons), in the active language (D40): each
 * getter reads its message from the catalogues (src/locales/*.po). What admins write and the built-in
 * home page texts (@crp/shared/site-defaults) are content, shown as written, never translated here.
 */
export const siteTexts = {
  get pageTitle() {
    return translate(msg`Site`);
  },
  get pageSubtitle() {
    return translate(msg`Make the site yours: its name, colours, logo, home page and footer. Changes show on every page once saved.`);
  },
  get identity() {
    return translate(msg`Identity`);
  },
  get landing() {
    return translate(msg`Home page`);
  },
  get footer() {
    return translate(msg`Footer`);
  },
  get name() {
    return translate(msg`Site name`);
  },
  get tagline() {
    return translate(msg`Tagline`);
  },
  get taglineHint() {
    return translate(msg`One line shown in the footer beside the footer text.`);
  },
  get description() {
    return translate(msg`Description`);
  },
  get descriptionHint() {
    return translate(msg`Shown by search engines and link previews.`);
  },
  get accentColor() {
    return translate(msg`Accent colour`);
  },
  get accentPicker() {
    return translate(msg`Accent colour (picker)`);
  },
  get discordInviteUrl() {
    return translate(msg`Discord invite link`);
  },
  get discordHint() {
    return translate(msg`https://discord.gg/… or https://discord.com/invite/…`);
  },
  get logo() {
    return translate(msg`Logo`);
  },
  get logoHint() {
    return translate(msg`PNG, JPEG or WebP, at most 512 KB and 1024×1024 px. Shown at these sizes:`);
  },
  get logoUpload() {
    return translate(msg`Upload a logo`);
  },
  get logoUploading() {
    return translate(msg`Uploading...`);
  },
  get logoRemove() {
    return translate(msg`Use the built-in logo`);
  },
  get logoUploaded() {
    return translate(msg`Logo updated`);
  },
  get logoRemoved() {
    return translate(msg`Built-in logo restored`);
  },
  get eyebrow() {
    return translate(msg`Line above the heading`);
  },
  get heroTitle() {
    return translate(msg`Heading`);
  },
  get heroText() {
    return translate(msg`Introduction`);
  },
  get address() {
    return translate(msg`Server address`);
  },
  get addressHint() {
    return translate(msg`Leave empty to show the first listed server’s address.`);
  },
  get steps() {
    return translate(msg`Quick-start steps`);
  },
  get expectations() {
    return translate(msg`What to expect`);
  },
  get rules() {
    return translate(msg`Server rules`);
  },
  get badge() {
    return translate(msg`Badge (optional)`);
  },
  get itemTitle() {
    return translate(msg`Title`);
  },
  get itemText() {
    return translate(msg`Text`);
  },
  get footerText() {
    return translate(msg`Footer text`);
  },
  get links() {
    return translate(msg`Footer links`);
  },
  get linkLabel() {
    return translate(msg`Label`);
  },
  get linkUrl() {
    return translate(msg`Address (https://…)`);
  },
  get save() {
    return translate(msg`Save`);
  },
  get saving() {
    return translate(msg`Saving...`);
  },
  get saveFailed() {
    return translate(msg`Could not save. Check the fields marked below.`);
  },
  get reset() {
    return translate(msg`Reset to defaults`);
  },
  get resetHint() {
    return translate(msg`Puts the built-in texts in the form; nothing changes until you save.`);
  },
  get unsaved() {
    return translate(msg`Unsaved changes`);
  },
  get preview() {
    return translate(msg`Preview of the home page`);
  },
  get leaveTitle() {
    return translate(msg`Leave without saving?`);
  },
  get leaveBody() {
    return translate(msg`Your unsaved changes to the site will be lost.`);
  },
  get leaveConfirm() {
    return translate(msg`Leave`);
  },
  get leaveCancel() {
    return translate(msg`Stay`);
  },
  accentHint: (ratio: string) => translate(msg`Primary buttons and highlights. Contrast against the page background: ${ratio}:1 (at least 4.5:1).`),
  /** A caption under the logo at the size it is shown: 'Navigation bar (34 px)'. */
  logoInNavbar: (px: number) => translate(msg`Navigation bar (${px} px)`),
  logoOnHome: (px: number) => translate(msg`Home page (${px} px)`),
  /** The add and remove buttons of each list (one message per list, so each language words it whole). */
  lists: {
    steps: {
      get add() {
        return translate(msg`Add to quick-start steps`);
      },
      remove: (n: number) => translate(msg`Remove item ${n} of quick-start steps`),
    },
    expectations: {
      get add() {
        return translate(msg`Add to what to expect`);
      },
      remove: (n: number) => translate(msg`Remove item ${n} of what to expect`),
    },
    rules: {
      get add() {
        return translate(msg`Add to server rules`);
      },
      remove: (n: number) => translate(msg`Remove item ${n} of server rules`),
    },
    links: {
      get add() {
        return translate(msg`Add to footer links`);
      },
      remove: (n: number) => translate(msg`Remove item ${n} of footer links`),
    },
  },
  /** The toast after a section is saved. */
  saved: {
    get identity() {
      return translate(msg`Identity saved`);
    },
    get landing() {
      return translate(msg`Home page saved`);
    },
    get footer() {
      return translate(msg`Footer saved`);
    },
  },
};
