/**
 * Runs before every unit-test file. Files share workers (see testPartition.ts), and with them jsdom's window:
 * each file starts with empty storage, an empty document and the page at '/', as it would in a fresh worker.
 */
if (typeof window !== 'undefined') {
  window.localStorage.clear();
  window.sessionStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  for (const attribute of [...document.documentElement.attributes]) document.documentElement.removeAttribute(attribute.name);
  window.history.replaceState(null, '', '/');
}
