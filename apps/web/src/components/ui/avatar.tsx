import type { User } from '@crp/shared';
import { avatarUrl, defaultAvatarIndex, displayNameOf } from '@crp/shared/roles';
import { useImageFailed } from './use-image-failed.ts';

/** The background of a member without an avatar: one of six, by Discord's default-avatar rule (D17), so it is stable. */
const DEFAULT_BACKGROUNDS = ['bg-indigo-500', 'bg-slate-500', 'bg-emerald-600', 'bg-amber-600', 'bg-rose-600', 'bg-fuchsia-600'];

/**
 * A member's Discord avatar. Without one (every demo account), their initial on the colour Discord's
 * rule picks, drawn here: the page asks no third party for a default picture, so a demo or a test
 * never reaches outside the machine. An avatar that cannot load falls back the same way.
 */
export function Avatar({ user, size = 32 }: { user: Pick<User, 'discordId' | 'avatar' | 'displayName' | 'username'>; size?: number }) {
  const { failed, imageProps } = useImageFailed();
  const name = displayNameOf(user);
  if (failed || !user.avatar) {
    return (
      <span
        aria-hidden="true"
        data-testid="avatar-initial"
        style={{ width: size, height: size }}
        className={`inline-flex items-center justify-center rounded-full text-sm font-bold text-white ${DEFAULT_BACKGROUNDS[defaultAvatarIndex(user.discordId)]}`}
      >
        {name.slice(0, 1).toUpperCase()}
      </span>
    );
  }
  return (
    <img
      src={avatarUrl(user, size <= 64 ? 64 : 256)}
      alt=""
      width={size}
      height={size}
      {...imageProps}
      className="rounded-full bg-surface-700 object-cover"
      style={{ width: size, height: size }}
    />
  );
}
