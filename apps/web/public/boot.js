// Starts the app on a page the server rendered (decision 0024), once that page is on screen: it
// reads without scripts, so they never compete with its first paint for the network or the main
// thread. The server writes this tag in place of the app's own script tag (apps/server/src/web/web-app.ts).
const tag = document.getElementById('app-boot');
let started = false;
const start = () => {
  if (started) return;
  started = true;
  for (const href of (tag.dataset.preload || '').split(' ').filter(Boolean)) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
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
