import { useCallback, useState } from 'react';

/**
 * Whether an image failed to load, for components that show a fallback instead. On a page rendered
 * by the server (decision 0024) the image may fail before the browser has taken the page over, when
 * no handler hears its error event: so the image is also checked when it is attached (a broken image
 * is complete with no width).
 */
export function useImageFailed() {
  const [failed, setFailed] = useState(false);
  const fail = useCallback(() => setFailed(true), []);
  const ref = useCallback((img: HTMLImageElement | null) => {
    if (img?.complete && img.naturalWidth === 0) setFailed(true);
  }, []);
  return { failed, imageProps: { ref, onError: fail } };
}
