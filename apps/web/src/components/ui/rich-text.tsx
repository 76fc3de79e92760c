import DOMPurify from 'dompurify';
import { useMemo } from 'react';
import { richTextAllowlist } from '@crp/shared/rich-text';

const allowedAttributes = [...new Set(Object.values(richTextAllowlist.attributes).flat())];
/**
 * Links the server keeps: the allowlisted schemes, and relative addresses (/path, #anchor, ?query,
 * page.html) but never protocol-relative ones (//host, /\host), which leave the site like an
 * absolute link would. DOMPurify tests the value with whitespace and control characters removed.
 */
const allowedUri = new RegExp(`^(?:(?:${richTextAllowlist.schemes.join('|')}):|(?![/\\\\]{2})[^a-z]|[a-z+.\\-]+(?:[^a-z+.\\-:]|$))`, 'i');

/** Links always open in a new tab without access to this page, as the server writes them (no target=_top, no rel=opener). */
export const linkTarget = { target: '_blank', rel: 'noopener noreferrer nofollow' } as const;

// A private instance: the link hook below must not change other users of DOMPurify.
const purifier = DOMPurify(window);
purifier.addHook('afterSanitizeAttributes', (node) => {
  if (node.nodeName === 'A') {
    node.setAttribute('target', linkTarget.target);
    node.setAttribute('rel', linkTarget.rel);
  }
});

/** Sanitizes rich text for display with the shared allowlist (the server already did; this is the second line). */
export function sanitizeForDisplay(html: string): string {
  return purifier.sanitize(html, {
    ALLOWED_TAGS: [...richTextAllowlist.tags],
    ALLOWED_ATTR: allowedAttributes,
    ALLOWED_URI_REGEXP: allowedUri,
    // target/rel are not URIs: without this, the custom URI rule would strip them from links (the hook sets them anyway).
    ADD_URI_SAFE_ATTR: ['target', 'rel'],
    FORBID_TAGS: [
      'style',
      'script',
      'iframe',
      'object',
      'embed',
      'form',
      'input',
      'textarea',
      'button',
      'select',
      'option',
      'applet',
      'meta',
      'link',
      'base',
      'frame',
      'frameset',
      'noscript',
    ],
  });
}

interface RichTextProps {
  html: string | null | undefined;
  className?: string;
  /** Clamp to this many lines (cards). */
  clamp?: 2 | 3;
  as?: 'div' | 'span';
}

/** Renders stored rich text safely. */
export function RichText({ html, className = '', clamp, as: Tag = 'div' }: RichTextProps) {
  const clean = useMemo(() => sanitizeForDisplay(html ?? ''), [html]);
  const clampClass = clamp === 2 ? 'line-clamp-2' : clamp === 3 ? 'line-clamp-3' : '';
  return <Tag className={`rich-text ${clampClass} ${className}`} dangerouslySetInnerHTML={{ __html: clean }} />;
}
