// Starts the app on a page the server rendered (decision 0024, decision 0027). The page reads and
// its links work without scripts, so the app's scripts are fetched once the page is painted and run
// when the visitor first shows intent to use it (a move of the pointer, a touch, a key, a scroll),
// not during the first seconds of a slow phone reading it. The server writes this tag in place of
// the app's own script tag (apps/server/src/web/web-app.ts).
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
  // A click with no pointer or key before it (a screen reader's activation) is an intent too.
  void start();
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
const chunks = (tag.dataset.preload || '').split(' ').filter(Boolean);
const start = async () => {
  if (started) return;
  started = true;
  for (const type of intents) removeEventListener(type, start, true);
  // The entry's chunks run one task each (in the order the build lists them, dependencies first),
  // not all in one long task that would hold up input.
  for (const href of chunks) {
    await import(href);
    await nextTask();
  }
  import(tag.dataset.entry);
};

// Fetched (not run) once the page is on screen, so the first intent finds them in the cache and
// they never compete with the first paint for the network.
const fetchScripts = () => {
  for (const href of [...chunks, tag.dataset.entry]) {
    const link = document.createElement('link');
    link.rel = 'prefetch';
    link.href = href;
    link.crossOrigin = '';
    document.head.append(link);
  }
};
if (PerformanceObserver.supportedEntryTypes?.includes('paint')) {
  new PerformanceObserver((list, observer) => {
    if (!list.getEntriesByName('first-contentful-paint').length) return;
    observer.disconnect();
    setTimeout(fetchScripts, 0);
  }).observe({ type: 'paint', buffered: true });
} else {
  requestAnimationFrame(() => setTimeout(fetchScripts, 0));
}

const intents = ['pointerdown', 'pointermove', 'touchstart', 'keydown', 'focusin', 'wheel', 'scroll'];
for (const type of intents) addEventListener(type, start, { capture: true, passive: true });
// Dates rendered for a visitor whose zone the server did not know yet are in UTC: a browser in
// another zone starts at once, so they are shown in its own zone without waiting for a move.
if ('datesInUtc' in tag.dataset && new Date().getTimezoneOffset() !== 0) start();
// Something on the page was still loading when the server sent it: the app finishes it without waiting.
if ('incomplete' in tag.dataset) start();
// Nothing on a rendered page goes stale sooner than its shortest poll (30 s): a page left open
// untouched is live well before then.
setTimeout(start, 10_000);
