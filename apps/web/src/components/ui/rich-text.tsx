import { useMemo } from 'react';
import { richTextAllowlist } from '@crp/shared/rich-text';

/**
 * Links the server keeps: the allowlisted schemes, and relative addresses (/path, #anchor, ?query,
 * page.html) but never protocol-relative ones (//host, /\host), which leave the site like an
 * absolute link would. Tested with whitespace and control characters removed, as browsers ignore them in URLs.
 */
const allowedUri = new RegExp(`^(?:(?:${richTextAllowlist.schemes.join('|')}):|(?![/\\\\]{2})[^a-z]|[a-z+.\\-]+(?:[^a-z+.\\-:]|$))`, 'i');
// eslint-disable-next-line no-control-regex -- control characters are exactly what browsers drop from URLs
const uriNoise = /[\u0000-\u0020\u00A0\u1680\u180E\u2000-\u2029\u205F\u3000]/g;

/** Links always open in a new tab without access to this page, as the server writes them (no target=_top, no rel=opener). */
export const linkTarget = { target: '_blank', rel: 'noopener noreferrer nofollow' } as const;

const allowedTags = new Set<string>(richTextAllowlist.tags);
/** Elements dropped with everything inside them (their text is code, markup or form values, never prose). */
const droppedWithContent = new Set([
  'script',
  'style',
  'textarea',
  'option',
  'select',
  'button',
  'noscript',
  'iframe',
  'object',
  'embed',
  'applet',
  'template',
  'title',
  'xmp',
  'noembed',
  'noframes',
  'frameset',
  'frame',
  'head',
  'meta',
  'link',
  'base',
  'plaintext',
]);
const HTML_NS = 'http://www.w3.org/1999/xhtml';
/** Deeper nesting than any editor writes is flattened to its text (and keeps the walk off the stack limit). */
const MAX_DEPTH = 64;

/**
 * Copies the allowlisted part of a parsed tree into `out`: allowlisted HTML elements with only
 * their allowlisted attributes, and text. Everything is rebuilt rather than cleaned in place, so
 * nothing the parser produced (handlers, foreign SVG/MathML content, comments, clobbering ids)
 * can survive by being overlooked; other elements give up their tags but keep their text.
 */
function copyClean(from: Node, out: Node, doc: Document, depth: number): void {
  for (const node of Array.from(from.childNodes)) {
    if (node.nodeType === Node.TEXT_NODE) {
      out.appendChild(doc.createTextNode(node.nodeValue ?? ''));
      continue;
    }
    if (node.nodeType !== Node.ELEMENT_NODE) continue; // comments, CDATA, processing instructions
    const el = node as Element;
    if (el.namespaceURI !== HTML_NS || droppedWithContent.has(el.localName)) continue;
    if (depth >= MAX_DEPTH) {
      out.appendChild(doc.createTextNode(el.textContent ?? ''));
      continue;
    }
    if (!allowedTags.has(el.localName)) {
      copyClean(el, out, doc, depth + 1);
      continue;
    }
    const copy = doc.createElement(el.localName);
    if (el.localName === 'a') {
      const href = el.getAttribute('href');
      if (href !== null && allowedUri.test(href.replace(uriNoise, ''))) copy.setAttribute('href', href);
      const title = el.getAttribute('title');
      if (title !== null) copy.setAttribute('title', title);
      copy.setAttribute('target', linkTarget.target);
      copy.setAttribute('rel', linkTarget.rel);
    }
    copyClean(el, copy, doc, depth + 1);
    out.appendChild(copy);
  }
}

/** Server rendering has no DOM: it renders with the server's own sanitizer (the same allowlist). */
let serverSanitizer: (html: string) => string = () => '';
export function setDisplaySanitizer(sanitize: (html: string) => string): void {
  serverSanitizer = sanitize;
}

/**
 * Sanitizes rich text for display with the shared allowlist (the server already did; this is the
 * second line). The HTML is parsed in an inert document (no scripts run, nothing loads) and only
 * the allowlisted part is copied out. Replaces DOMPurify, which cost 12 KB of every player page's first load.
 */
export function sanitizeForDisplay(html: string): string {
  if (typeof DOMParser === 'undefined') return serverSanitizer(html);
  const parsed = new DOMParser().parseFromString(html, 'text/html');
  const doc = document.implementation.createHTMLDocument('');
  const root = doc.createElement('div');
  copyClean(parsed.body, root, doc, 0);
  return root.innerHTML;
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
