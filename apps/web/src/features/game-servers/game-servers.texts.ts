import { msg, plural } from '@lingui/core/macro';
import { translate } from '../../lib/i18n.ts';

/**
 * Every text of the game servers screen (D41), in the active language (D40): each getter reads its
 * message from the catalogues (src/locales/*.po), so components never build sentences of their own.
 */
export const gameServersTexts = {
  get pageTitle() {
    return translate(msg`Game Servers`);
  },
  get pageSubtitle() {
    return translate(msg`Keys that let your Garry’s Mod servers read the whitelist from this site.`);
  },
  get navLabel() {
    return translate(msg`Game Servers`);
  },
  get createButton() {
    return translate(msg`Create key`);
  },
  get tableCaption() {
    return translate(msg`Game server keys`);
  },
  columns: {
    get name() {
      return translate(msg`Name`);
    },
    get prefix() {
      return translate(msg`Key starts with`);
    },
    get createdAt() {
      return translate(msg`Created`);
    },
    get lastUsed() {
      return translate(msg`Last use`);
    },
    get actions() {
      return translate(msg`Actions`);
    },
  },
  get empty() {
    return translate(msg`No keys yet. Create one for each game server.`);
  },
  get neverUsed() {
    return translate(msg`Never used`);
  },
  lastCall: (path: string) => translate(msg`Last call: ${path}`),
  get loadError() {
    return translate(msg`The keys could not be loaded.`);
  },
  get retry() {
    return translate(msg`Try again`);
  },
  get revoke() {
    return translate(msg`Revoke`);
  },
  revokeLabel: (name: string) => translate(msg`Revoke the key ${name}`),
  get testConnection() {
    return translate(msg`Test connection`);
  },
  get testConnectionBusy() {
    return translate(msg`Checking...`);
  },
  get testConnectionHint() {
    return translate(
      msg`Restart the game server or run crp_whitelist_reload in its console, then press Test connection: a key’s last use updates at most every 30 seconds.`,
    );
  },
  testConnectionResult: (used: number, total: number) =>
    translate(msg`${plural(total, { one: `${used} of # keys have called the site.`, other: `${used} of # keys have called the site.` })}`),
  create: {
    get title() {
      return translate(msg`Create a game server key`);
    },
    get nameLabel() {
      return translate(msg`Name`);
    },
    get nameHint() {
      return translate(msg`Which server uses it, e.g. “Main server”. 1 to 60 characters.`);
    },
    get nameRequired() {
      return translate(msg`Enter a name.`);
    },
    nameTooLong: (max: number) => translate(msg`${plural(max, { one: 'Use at most # characters.', other: 'Use at most # characters.' })}`),
    get submit() {
      return translate(msg`Create key`);
    },
    get busy() {
      return translate(msg`Creating...`);
    },
    get cancel() {
      return translate(msg`Cancel`);
    },
    get failed() {
      return translate(msg`The key could not be created.`);
    },
  },
  created: {
    get title() {
      return translate(msg`Key created`);
    },
    get once() {
      return translate(
        msg`Copy the key now: it is shown only this once and the site keeps only a hash of it. If it is lost, revoke it and create another.`,
      );
    },
    get keyLabel() {
      return translate(msg`Key`);
    },
    get copyKey() {
      return translate(msg`Copy key`);
    },
    get cfgLabel() {
      return translate(msg`Lines for garrysmod/cfg/server.cfg`);
    },
    get cfgHint() {
      return translate(
        msg`Set crp_whitelist_forms to the slugs of the forms that grant access (comma-separated), then restart the server. See integrations/gmod/README.md.`,
      );
    },
    get copyCfg() {
      return translate(msg`Copy lines`);
    },
    get copied() {
      return translate(msg`Copied`);
    },
    get copyFailed() {
      return translate(msg`Could not copy. Select the text and copy it by hand.`);
    },
    get done() {
      return translate(msg`Done`);
    },
  },
  revokeDialog: {
    get title() {
      return translate(msg`Revoke key`);
    },
    get confirm() {
      return translate(msg`Revoke`);
    },
    get busy() {
      return translate(msg`Revoking...`);
    },
    body: (name: string) => translate(msg`Revoke “${name}”?`),
    get detail() {
      return translate(msg`Game servers using it are refused within 2 seconds and keep their last list until you give them a new key.`);
    },
    get done() {
      return translate(msg`Key revoked`);
    },
    get failed() {
      return translate(msg`The key could not be revoked.`);
    },
  },
  get createdToast() {
    return translate(msg`Key created`);
  },
};
