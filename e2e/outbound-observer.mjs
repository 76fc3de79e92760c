// Preloaded into a server process (`node --import ./outbound-observer.mjs`): records every outbound
// address the process uses — name look-ups (dns), TCP connects (net, tls, fetch) and UDP sends and
// connects (dgram) — one JSON line each in the file named by OUTBOUND_LOG. A destination that is not
// loopback is recorded and then refused (the call throws), so even a failing test sends nothing off
// the machine. Used by demo-offline.e2e.ts to prove D27.
import { appendFileSync } from 'node:fs';
import dgram from 'node:dgram';
import dns from 'node:dns';
import net from 'node:net';

const logFile = process.env.OUTBOUND_LOG;
if (!logFile) throw new Error('outbound-observer: set OUTBOUND_LOG to the file to record into');

/** Loopback only: 127/8, ::1, IPv4-mapped 127/8, and the name localhost. */
export function isLoopback(host) {
  if (host === undefined || host === null || host === '') return true; // Node's default: localhost
  const h = String(host)
    .toLowerCase()
    .replace(/^\[(.*)\]$/, '$1')
    .replace(/\.$/, '');
  if (h === 'localhost' || h.endsWith('.localhost')) return true;
  if (net.isIPv4(h)) return h.startsWith('127.');
  if (net.isIPv6(h)) return h === '::1' || h === '0:0:0:0:0:0:0:1' || /^::ffff:127\./.test(h);
  return false;
}

function record(kind, host, port) {
  const loopback = isLoopback(host);
  const entry = { kind, host: host ?? 'localhost', port: port === undefined || port === null ? null : Number(port), loopback };
  appendFileSync(logFile, `${JSON.stringify(entry)}\n`);
  if (!loopback) throw new Error(`outbound-observer: refused ${kind} to ${host}${port ? `:${port}` : ''} (not loopback)`);
}

// --- name resolution -----------------------------------------------------------------------------
const resolveNames = [
  'resolve',
  'resolve4',
  'resolve6',
  'resolveAny',
  'resolveCaa',
  'resolveCname',
  'resolveMx',
  'resolveNaptr',
  'resolveNs',
  'resolvePtr',
  'resolveSoa',
  'resolveSrv',
  'resolveTxt',
  'reverse',
];
function wrapLookups(target, label) {
  for (const name of ['lookup', ...resolveNames]) {
    const original = target[name];
    if (typeof original !== 'function') continue;
    target[name] = function observed(host, ...rest) {
      // lookup() of an IP literal asks no one (Node answers it itself; dgram binds look up 0.0.0.0 this way).
      if (!(name === 'lookup' && net.isIP(String(host)))) record(`${label}.${name}`, host);
      return original.call(this, host, ...rest);
    };
  }
}
wrapLookups(dns, 'dns');
wrapLookups(dns.promises, 'dns.promises');
wrapLookups(dns.Resolver.prototype, 'dns.Resolver');
wrapLookups(dns.promises.Resolver.prototype, 'dns.promises.Resolver');

// --- TCP (net.connect, tls.connect, http(s), fetch all end in Socket#connect) ---------------------
const connect = net.Socket.prototype.connect;
net.Socket.prototype.connect = function observedConnect(...args) {
  let options = args[0];
  if (Array.isArray(options)) options = options[0]; // Node's normalized [options, callback]
  if (options && typeof options === 'object') {
    if (!options.path) record('tcp', options.host, options.port);
  } else if (typeof options === 'number' || (typeof options === 'string' && /^\d+$/.test(options))) {
    record('tcp', typeof args[1] === 'string' ? args[1] : undefined, Number(options));
  }
  // A string that is not a port is a local (unix socket / pipe) path: not a network address.
  return connect.apply(this, args);
};

// --- UDP ------------------------------------------------------------------------------------------
const udpConnect = dgram.Socket.prototype.connect;
dgram.Socket.prototype.connect = function observedUdpConnect(port, address, ...rest) {
  record('udp.connect', typeof address === 'string' ? address : undefined, port);
  return udpConnect.call(this, port, address, ...rest);
};
const udpSend = dgram.Socket.prototype.send;
dgram.Socket.prototype.send = function observedUdpSend(msg, ...rest) {
  let connected = false;
  try {
    this.remoteAddress();
    connected = true;
  } catch {
    // not connected: the destination is in the arguments
  }
  if (!connected) {
    // Node's own reading: (msg, offset, length, port, address?) when port/address are given, else (msg, port, address?).
    const [offset, length, port, address] = rest;
    const withOffset = Boolean(address) || (port && typeof port !== 'function');
    const to = withOffset ? { port, address } : { port: offset, address: length };
    record('udp.send', typeof to.address === 'string' ? to.address : undefined, to.port);
  }
  // A connected socket sends where it connected to (recorded at connect).
  return udpSend.call(this, msg, ...rest);
};
