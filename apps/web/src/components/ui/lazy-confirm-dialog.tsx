import { lazy, Suspense, type ComponentProps } from 'react';

const ConfirmDialog = lazy(() => import('./confirm-dialog.tsx').then((m) => ({ default: m.ConfirmDialog })));

/**
 * The one confirmation dialog, loaded the first time it opens: pages whose only dialog is a rare
 * one (delete my account, unlink Steam) keep it out of their first load (decision 0013).
 */
export function LazyConfirmDialog(props: ComponentProps<typeof ConfirmDialog>) {
  if (!props.open) return null;
  return (
    <Suspense fallback={null}>
      <ConfirmDialog {...props} />
    </Suspense>
  );
}
