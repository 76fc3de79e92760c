/**
 * What the browser keeps for one signed-in person (application drafts: features/applications/
 * draft-storage.ts) lives under keys `crp:…` that name their Discord id as one `:`-separated part.
 * Signing out and deleting the account remove them (D43 g): the next person at this browser, or
 * anyone reading its storage, finds nothing of theirs.
 */
export function clearMemberStorage(discordId: string | undefined): void {
  if (!discordId) return;
  let store: Storage;
  try {
    store = window.localStorage;
  } catch {
    return; // storage blocked: nothing was kept either
  }
  const keys: string[] = [];
  for (let i = 0; i < store.length; i++) {
    const key = store.key(i);
    if (key?.startsWith('crp:') && key.split(':').includes(discordId)) keys.push(key);
  }
  for (const key of keys) store.removeItem(key);
}
