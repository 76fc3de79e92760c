import { msg } from '@lingui/core/macro';
import { translate } from '../../lib/i18n.ts';

/**
 * Every text of the /admin/pages screen, in the active language (D40): each getter reads its message
 * from the catalogues (src/locales/*.po). Page titles and contents are what admins wrote: shown as written.
 */
export const pagesAdminTexts = {
  get pageTitle() {
    return translate(msg`Pages`);
  },
  get pageSubtitle() {
    return translate(msg`Your own pages, and where they show: the navigation bar, the footer, or only by their address.`);
  },
  get newPage() {
    return translate(msg`New page`);
  },
  get title() {
    return translate(msg`Title`);
  },
  get address() {
    return translate(msg`Address`);
  },
  get visibility() {
    return translate(msg`Who can read it`);
  },
  get placement() {
    return translate(msg`Shown in`);
  },
  get position() {
    return translate(msg`Position`);
  },
  get actions() {
    return translate(msg`Actions`);
  },
  /** Beside a built-in page's title in the list. */
  get builtInNote() {
    return translate(msg`(Built-in)`);
  },
  visibilityLabel: {
    get public() {
      return translate(msg`Everyone`);
    },
    get members() {
      return translate(msg`Signed-in members`);
    },
  },
  placementLabel: {
    get nav() {
      return translate(msg`Navigation bar`);
    },
    get footer() {
      return translate(msg`Footer`);
    },
    get none() {
      return translate(msg`Nowhere (address only)`);
    },
  },
  get edit() {
    return translate(msg`Edit`);
  },
  /** The edit button's name for screen readers: 'Edit Events'. */
  editPage: (title: string) => translate(msg`Edit ${title}`),
  get editBuiltIn() {
    return translate(msg`Open to edit`);
  },
  editBuiltInPage: (title: string) => translate(msg`Open to edit ${title}`),
  get delete() {
    return translate(msg`Delete`);
  },
  deletePage: (title: string) => translate(msg`Delete ${title}`),
  get loading() {
    return translate(msg`Loading pages...`);
  },
  get loadFailed() {
    return translate(msg`Could not load the pages.`);
  },
  get createTitle() {
    return translate(msg`New page`);
  },
  editTitle: (title: string) => translate(msg`Edit ${title}`),
  get slug() {
    return translate(msg`Address (slug)`);
  },
  slugHint: (address = '/p/{slug}') => translate(msg`Lower-case letters, digits and hyphens; the page lives at ${address}.`),
  get positionHint() {
    return translate(msg`From 0 to 99; lower comes first.`);
  },
  get content() {
    return translate(msg`Content`);
  },
  get contentPlaceholder() {
    return translate(msg`Write the page content...`);
  },
  get save() {
    return translate(msg`Save page`);
  },
  get saving() {
    return translate(msg`Saving...`);
  },
  get cancel() {
    return translate(msg`Cancel`);
  },
  get created() {
    return translate(msg`Page created`);
  },
  get saved() {
    return translate(msg`Page saved`);
  },
  get deleted() {
    return translate(msg`Page deleted`);
  },
  get failed() {
    return translate(msg`Could not save the page`);
  },
  get deleteTitle() {
    return translate(msg`Delete this page?`);
  },
  deleteBody: (title: string) => translate(msg`"${title}" will be removed for everyone; its address will show 'Page not found'.`),
  get deleting() {
    return translate(msg`Deleting...`);
  },
};
