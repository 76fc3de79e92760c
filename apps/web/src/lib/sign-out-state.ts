/**
 * Set while a sign-out (logout, account deletion) leaves the page: the guard of the page being left
 * must not send the person to the sign-in screen when the signed-out state arrives before the
 * router has finished moving home (route loaders make that finish a moment later), and a request
 * of that page answered 401 in the meantime is expected, not an expired session to sign in again.
 */
export const signOutInProgress: { leaving: string | null } = { leaving: null };
