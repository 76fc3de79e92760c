import sanitize from 'sanitize-html';
import { richTextAllowlist } from '@crp/shared';

/**
 * Sanitizes rich text before it is stored: only the shared allowlist survives. Scripts, styles,
 * event handlers, javascript: URLs and every tag outside the list are removed (their text kept,
 * except for script/style-like tags whose content is dropped).
 */
export function sanitizeRichText(html: string): string {
  // NUL is never meaningful in HTML (browsers drop or replace it) and PostgreSQL text cannot hold it.
  return sanitize(html.replaceAll('\u0000', ''), {
    allowedTags: [...richTextAllowlist.tags],
    allowedAttributes: richTextAllowlist.attributes,
    allowedSchemes: [...richTextAllowlist.schemes],
    allowedSchemesAppliedToAttributes: ['href'],
    allowProtocolRelative: false,
    disallowedTagsMode: 'discard',
    nonTextTags: [
      'script',
      'style',
      'textarea',
      'option',
      'noscript',
      'iframe',
      'object',
      'embed',
      'template',
      'title',
      'xmp',
      'noembed',
      'noframes',
      'select',
      'button',
      'applet',
      'frameset',
      'frame',
    ],
    transformTags: {
      a: (tagName, attribs) => ({
        tagName,
        attribs: { ...attribs, target: '_blank', rel: 'noopener noreferrer nofollow' },
      }),
    },
  }).trim();
}
