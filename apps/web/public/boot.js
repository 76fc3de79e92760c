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
  held.push([event.type, control, pathOf(control)]);
  // A click with no pointer or key before it (a screen reader's activation) is an intent too.
  void start();
};
document.addEventListener('click', hold, true);
document.addEventListener('submit', hold, true);
// What the visitor typed, pasted, picked or had filled in before the app was live (issue 39): the
// page keeps it on screen, but the app's own state was rendered from the server's values, so a
// search pasted into the box would filter nothing. Each control changed before then is noted (for
// one the app draws anew), and once live every control whose value is not what the app rendered
// is handed to the app as if typed again, before the held presses are replayed.
const root_ = document.getElementById('root');
const typed = new Map();
const pathOf = (el) => {
  if (el.id) return '#' + CSS.escape(el.id);
  let path = '';
  for (; el !== root_ && el.parentElement; el = el.parentElement) path = `>:nth-child(${[...el.parentElement.children].indexOf(el) + 1})${path}`;
  return '#root' + path;
};
const checkable = (el) => el.type === 'checkbox' || el.type === 'radio';
const valueOf = (el) => (checkable(el) ? el.checked : el.value);
const note = (event) => {
  const el = event.target;
  if (!('ready' in root.dataset) && el.form !== undefined && root_?.contains(el)) typed.set(el, [pathOf(el), valueOf(el)]);
};
document.addEventListener('input', note, true);
document.addEventListener('change', note, true);
const fire = (el, type) => el.dispatchEvent(new Event(type, { bubbles: true }));
// React learns of a change by comparing the value with the one it last saw (kept by the element's
// own `value`/`checked` setter): that one is set to anything else, the wanted one through the
// prototype's setter, and the events the browser would send follow.
const handOver = (el, value) => {
  const prop = checkable(el) ? 'checked' : 'value';
  if (el.tagName !== 'SELECT') {
    el[prop] = checkable(el) ? !value : value ? '' : ' ';
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(el), prop).set.call(el, value);
  } else el.value = value;
  if (checkable(el)) fire(el, 'click');
  fire(el, 'input');
  fire(el, 'change');
};
const changed = (el) =>
  el.tagName === 'SELECT'
    ? [...el.options].some((o) => o.selected !== o.defaultSelected)
    : el.type === 'radio'
      ? el.checked && !el.defaultChecked
      : el.type === 'checkbox'
        ? el.checked !== el.defaultChecked
        : !/^(file|submit|button|reset|image|hidden)$/.test(el.type) && el.value !== el.defaultValue;
// Every value is read before any is handed over: the app's render after the first hand-over sets
// the others back to what it holds.
const restore = () => {
  const wanted = [...(root_?.querySelectorAll('input, textarea, select') ?? [])].filter(changed).map((el) => [el, valueOf(el)]);
  for (const [el, [path, value]] of typed) {
    const now = el.isConnected ? null : document.querySelector(path);
    if (now && now.tagName === el.tagName && valueOf(now) !== value) wanted.push([now, value]);
  }
  for (const [el, value] of wanted) handOver(el, value);
};

new MutationObserver((_, observer) => {
  if (!('ready' in root.dataset)) return;
  observer.disconnect();
  document.removeEventListener('click', hold, true);
  document.removeEventListener('submit', hold, true);
  restore();
  for (let [type, control, path] of held.splice(0)) {
    // A control the app drew anew (its render differed from the server's) is found where it was.
    if (!control.isConnected && !(control = document.querySelector(path))) continue;
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

// A paste, an autofill or a pick by script comes with no key or pointer: its input or change event is an intent too.
const intents = ['pointerdown', 'pointermove', 'touchstart', 'keydown', 'focusin', 'wheel', 'scroll', 'input', 'change'];
for (const type of intents) addEventListener(type, start, { capture: true, passive: true });
// Dates rendered for a visitor whose zone the server did not know yet are in UTC: a browser in
// another zone starts at once, so they are shown in its own zone without waiting for a move.
if ('datesInUtc' in tag.dataset && new Date().getTimezoneOffset() !== 0) start();
// Something on the page was still loading when the server sent it: the app finishes it without waiting.
if ('incomplete' in tag.dataset) start();
// Nothing on a rendered page goes stale sooner than its shortest poll (30 s): a page left open
// untouched is live well before then.
setTimeout(start, 10_000);
