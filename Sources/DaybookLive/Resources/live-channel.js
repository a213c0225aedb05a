// Daybook's one script: live pages, as progressive enhancement.
//
// Without it every page works as it is: forms post, links load pages. With it, a page whose
// <main> says `data-live` opens a WebSocket to /live and from then on:
//   - forms and links marked `data-intent` send their intent over the socket instead of loading
//     a page (a search field sends what is typed, at each keystroke; the server waits for a pause);
//   - the server answers with the parts of the page its view model changed, rendered by the same
//     HTML views as the pages: a part (`parts`) replaces the element of that id, a list (`lists`)
//     is brought to the rows it names, keeping every row that did not change (and the focus in it);
//   - the address follows what is shown (`url`), so a reload or a shared link shows the same;
//   - a row the server names (`reveal`: the todo just added) is marked and scrolled into view;
//   - a page whose session ended is told so (`signedOut`, then close code 4401): it shows why,
//     stops coming back, and its forms post as without the script, to a sign-in that keeps them.
// A search field sends nothing while an input method composes (Japanese, Chinese, Korean): the
// word is sent once it is composed.
// When the socket is down (no network, a server restart) the page works as without the script,
// and the socket comes back by itself, with a growing pause, and shows the current state.
//
// This part, the channel, is the first of three: live-updates.js applies what the server sends,
// live-intents.js sends the page's intents and renames in place. The server joins them into one
// function (LiveScript), so they share its scope and nothing leaks into the page, and calls
// `start()` once all three are read.

var main = document.querySelector('main[data-live]');
var token = document.querySelector('meta[name="daybook-token"]');

var socket = null;
var isOpen = false;
var failures = 0;
var retryTimer = null;
var nextIntent = 1;
var waiting = {};       // intent number → what to do once the server has done it
var signedOut = false;  // the session ended: the page stays as it is, without the socket
var signedOutCode = 4401;

// A page that is not live, or a browser without WebSockets, works as without the script.
function start() {
  if (!main || !token || !('WebSocket' in window)) return;
  followNetwork();
  listenForIntents();
  connect();
}

function address() {
  var scheme = location.protocol === 'https:' ? 'wss:' : 'ws:';
  return scheme + '//' + location.host + '/live?token=' + encodeURIComponent(token.content) +
    '&at=' + encodeURIComponent(location.pathname + location.search);
}

function connect() {
  retryTimer = null;
  if (socket || signedOut) return;
  try {
    socket = new WebSocket(address());
  } catch (error) {
    socket = null;
    retry();
    return;
  }
  socket.addEventListener('open', function () {
    isOpen = true;
    failures = 0;
    document.documentElement.classList.add('live');
  });
  socket.addEventListener('message', function (event) {
    var message;
    try { message = JSON.parse(event.data); } catch (error) { return; }
    apply(message);
  });
  socket.addEventListener('close', function (event) {
    // How the last connection ended (1001: the server stopped), for whoever looks.
    document.documentElement.dataset.liveClosed = String(event.code);
    socket = null;
    isOpen = false;
    waiting = {};
    document.documentElement.classList.remove('live');
    if (event.code === signedOutCode) signedOut = true;
    retry();
  });
}

// From half a second, doubling to half a minute, with jitter so a restarted server is not met
// by every page at once; at once when the network comes back or the page is shown again.
function retry() {
  if (retryTimer !== null || signedOut) return;
  failures += 1;
  var pause = Math.min(30000, 500 * Math.pow(2, Math.min(failures - 1, 6)));
  retryTimer = setTimeout(connect, pause * (0.5 + Math.random() / 2));
}

function reconnectNow() {
  if (socket) return;
  if (retryTimer !== null) clearTimeout(retryTimer);
  connect();
}

function followNetwork() {
  window.addEventListener('online', reconnectNow);
  window.addEventListener('pageshow', function (event) { if (event.persisted) reconnectNow(); });
  document.addEventListener('visibilitychange', function () {
    if (document.visibilityState === 'visible') reconnectNow();
  });
}

// Sends an intent; `done(ok)` runs once the server has carried it out. `false` when the
// socket is down: the caller lets the form or link do what it does without the script.
function send(intent, fields, done) {
  if (!isOpen || !socket || signedOut) return false;
  var message = { n: nextIntent++, do: intent };
  for (var key in fields) if (fields[key] !== undefined && fields[key] !== null) message[key] = String(fields[key]);
  if (done) waiting[message.n] = done;
  socket.send(JSON.stringify(message));
  return true;
}

function settle(n, ok) {
  var done = waiting[n];
  delete waiting[n];
  if (done) done(ok);
}

// The session ended: nothing more is sent, and the notice's sign-in comes back to the address
// the page shows now (its search, its page), which may have moved since it connected.
function endSession() {
  signedOut = true;
  Array.prototype.forEach.call(document.querySelectorAll('#flash-area a[href^="/signin?next="]'), function (link) {
    link.setAttribute('href', '/signin?next=' + encodeURIComponent(location.pathname + location.search));
  });
}
