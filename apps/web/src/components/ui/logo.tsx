import { useImageFailed } from './use-image-failed.ts';

/** The site logo; swaps to a drawn fallback graphic if the image fails to load (player-area §8). */
export function Logo({ size = 36, src = '/logo.svg' }: { size?: number; src?: string }) {
  const { failed, imageProps } = useImageFailed();
  if (failed) {
    return (
      <span
        data-testid="logo-fallback"
        aria-hidden="true"
        style={{ width: size, height: size }}
        className="inline-flex items-center justify-center rounded-xl bg-gradient-to-br from-brand-500 to-accent-500 font-black text-white"
      >
        {/* eslint-disable-next-line i18n/no-literal-text -- a drawn letter standing in for the logo image (aria-hidden): a graphic, not a text */}
        {'C'}
      </span>
    );
  }
  return <img src={src} alt="" width={size} height={size} {...imageProps} style={{ width: size, height: size }} />;
}
