import { useState } from 'react';
import type { User } from '@crp/shared';
import { avatarUrl, displayNameOf } from '@crp/shared/roles';

/** Discord avatar (D17 default rule); falls back to the initial when the image cannot load. */
export function Avatar({ user, size = 32 }: { user: Pick<User, 'discordId' | 'avatar' | 'displayName' | 'username'>; size?: number }) {
  const [failed, setFailed] = useState(false);
  const name = displayNameOf(user);
  if (failed) {
    return (
      <span
        aria-hidden="true"
        style={{ width: size, height: size }}
        className="inline-flex items-center justify-center rounded-full bg-gradient-to-br from-brand-500 to-accent-500 text-sm font-bold text-white"
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
      onError={() => setFailed(true)}
      className="rounded-full bg-surface-700 object-cover"
      style={{ width: size, height: size }}
    />
  );
}
