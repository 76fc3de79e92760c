// Starts the app on a page the server rendered (decision 0024), once that page is on screen: it
// reads without scripts, so they never compete with its first paint for the network or the main
// thread. The server writes this tag in place of the app's own script tag (apps/server/src/web/web-app.ts).
const tag = document.getElementById('app-boot');
const root = document.documentElement;

// Until the app has taken the page over (<html data-ready>, app-shell.tsx), a press on one of its
// controls would do nothing: such presses and form submissions are held and replayed once it is
// live. Links keep working on their own and are left alone.
const held = [];
const hold = (event) => {
  if ('ready' in root.dataset) return;
  const control = event.type === 'submit' ? event.target : event.target.closest?.('button, [role="button"], [role="tab"], input, select, summary, label');
  if (!control) return;
  event.preventDefault();
  event.stopImmediatePropagation();
  held.push([event.type, control]);
};
document.addEventListener('click', hold, true);
document.addEventListener('submit', hold, true);
new MutationObserver((_, observer) => {
  if (!('ready' in root.dataset)) return;
  observer.disconnect();
  document.removeEventListener('click', hold, true);
  document.removeEventListener('submit', hold, true);
  for (const [type, control] of held.splice(0)) {
    if (!control.isConnected) continue;
    if (type === 'submit') control.requestSubmit();
    else control.click();
  }
}).observe(root, { attributes: true, attributeFilter: ['data-ready'] });

let started = false;
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));
const start = async () => {
  if (started) return;
  started = true;
  const chunks = (tag.dataset.preload || '').split(' ').filter(Boolean);
  for (const href of chunks) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
  }
  // The entry's chunks run one task each (in the order the build lists them, dependencies first),
  // not all in one long task that would hold up input.
  for (const href of chunks) {
    await import(href);
    await nextTask();
  }
  import(tag.dataset.entry);
};
// The first contentful paint is reported once the frame is presented; without paint timing, the task
// after the first frame. Whatever happens, the app starts within 3 s.
if (PerformanceObserver.supportedEntryTypes?.includes('paint')) {
  new PerformanceObserver((list, observer) => {
    if (!list.getEntriesByName('first-contentful-paint').length) return;
    observer.disconnect();
    setTimeout(start, 0);
  }).observe({ type: 'paint', buffered: true });
} else {
  requestAnimationFrame(() => setTimeout(start, 0));
}
setTimeout(start, 3000);
