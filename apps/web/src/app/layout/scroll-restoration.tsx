import { useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';

const STORAGE_KEY = 'crp-scroll-positions';
/** Where the reader was on each history entry (by location key), kept across reloads of the tab. */
const positions = new Map<string, number>(readPositions());

function readPositions(): Array<[string, number]> {
  try {
    return JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '[]') as Array<[string, number]>;
  } catch {
    return [];
  }
}

/** The element id a #hash names; a malformed escape is taken as written. */
function anchorId(hash: string): string {
  try {
    return decodeURIComponent(hash.slice(1));
  } catch {
    return hash.slice(1);
  }
}

/**
 * Scrolling as a multi-page site behaves: a new page starts at the top, or at its #anchor; Back and
 * Forward (and a reload) return to where the reader was. In place of React Router's
 * ScrollRestoration, which brings about 1 KB gzip of its framework mode into every first load
 * (issue 25). Positions are noted as the reader scrolls, so the new page's height never clips them.
 */
export function ScrollRestoration() {
  const { key, hash } = useLocation();
  const navigation = useNavigationType();

  useLayoutEffect(() => {
    window.history.scrollRestoration = 'manual';
    const note = () => void positions.set(key, window.scrollY);
    const keep = () => {
      note();
      // The last 50 entries are enough for Back and Forward; the storage stays small.
      sessionStorage.setItem(STORAGE_KEY, JSON.stringify([...positions].slice(-50)));
    };
    window.addEventListener('scroll', note, { passive: true });
    window.addEventListener('pagehide', keep);
    return () => {
      window.removeEventListener('scroll', note);
      window.removeEventListener('pagehide', keep);
    };
  }, [key]);

  useLayoutEffect(() => {
    const saved = positions.get(key);
    const anchor = hash ? document.getElementById(anchorId(hash)) : null;
    if (navigation === 'POP' && saved !== undefined) window.scrollTo(0, saved);
    else if (anchor) anchor.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [key, hash, navigation]);

  return null;
}
