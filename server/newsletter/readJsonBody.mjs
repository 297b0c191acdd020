// @ts-check

/**
 * @typedef {{ ok: true, value: unknown } | { ok: false, status: 400 | 413 | 415 }} JsonBody
 */

/**
 * Reads a request body that must be JSON (`Content-Type: application/json`) of at most
 * `limitBytes`. A wrong type is 415 (this also stops HTML forms from posting cross-site), an
 * oversized body 413 (reading stops there), malformed JSON 400.
 * @param {import('node:http').IncomingMessage} req
 * @param {number} limitBytes
 * @returns {Promise<JsonBody>}
 */
export async function readJsonBody(req, limitBytes) {
  const type = (req.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase();
  if (type !== 'application/json') {
    req.resume();
    return { ok: false, status: 415 };
  }
  const declared = Number(req.headers['content-length'] ?? 0);
  if (declared > limitBytes) {
    req.resume();
    return { ok: false, status: 413 };
  }
  return new Promise((resolve) => {
    /** @type {Buffer[]} */
    const chunks = [];
    let size = 0;
    /** @param {Buffer} chunk */
    const onData = (chunk) => {
      size += chunk.length;
      if (size > limitBytes) {
        // Stop reading; the caller answers 413 with `Connection: close`, which drops the rest.
        req.off('data', onData);
        req.pause();
        resolve({ ok: false, status: 413 });
        return;
      }
      chunks.push(chunk);
    };
    req.on('data', onData);
    req.on('error', () => resolve({ ok: false, status: 400 }));
    req.on('end', () => {
      try {
        resolve({ ok: true, value: JSON.parse(Buffer.concat(chunks).toString('utf8')) });
      } catch {
        resolve({ ok: false, status: 400 });
      }
    });
  });
}
