// @ts-check
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** @typedef {'br' | 'gzip' | 'identity'} Encoding */

/**
 * The encoding to send: brotli, else gzip, else none, each only when the client accepts it (a `q=0` refuses).
 * @param {string | string[] | undefined} header the request's Accept-Encoding
 * @returns {Encoding}
 */
export function preferredEncoding(header) {
  const text = Array.isArray(header) ? header.join(',') : header ?? '';
  /** @type {Map<string, number>} */
  const weights = new Map();
  for (const part of text.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find((value) => value !== undefined);
    if (name) weights.set(name.trim(), q === undefined ? 1 : Number(q));
  }
  const accepts = (/** @type {string} */ name) => (weights.get(name) ?? weights.get('*') ?? 0) > 0;
  if (accepts('br')) return 'br';
  if (accepts('gzip')) return 'gzip';
  return 'identity';
}

/** @type {Record<Exclude<Encoding, 'identity'>, (body: Buffer) => Promise<Buffer>>} */
const ENCODERS = {
  // Quality 5: a cached answer is compressed once, so a little more time buys a smaller download.
  br: (body) => brotli(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 2, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
  gzip: (body) => gzip(body, { level: 6 }),
};

/**
 * @typedef {object} Answer a finished answer and the compressed copies made so far
 * @property {string} etag
 * @property {Buffer} body
 * @property {Partial<Record<Encoding, Promise<Buffer>>>} encoded
 * @property {number} bytes the body's and the finished copies' sizes
 */

/**
 * Finished answers of the exchange data API by ETag, least recently used dropped first once they hold more
 * than `maxBytes`. An ETag names the stored data it was made from (series, range, format, the series' last
 * update and row count), so an answer does not go stale: a sync that changes the data changes the ETag. Reading 100,000 candles,
 * printing and compressing them takes a few hundred milliseconds; the lab asks for the same whole datasets
 * again and again, and each of those requests then costs the copy of a buffer.
 * @param {{ maxBytes: number }} options
 */
export function createAnswerCache({ maxBytes }) {
  /** @type {Map<string, Answer>} in the order of last use */
  const answers = new Map();
  /** @type {Map<string, Promise<Answer>>} answers being made: requests that arrive meanwhile share them */
  const making = new Map();
  let held = 0;

  /** @param {Answer} answer @param {number} bytes */
  const count = (answer, bytes) => {
    if (answers.get(answer.etag) !== answer) return;
    answer.bytes += bytes;
    held += bytes;
    for (const [etag, oldest] of answers) {
      if (held <= maxBytes || answers.size <= 1) break;
      answers.delete(etag);
      held -= oldest.bytes;
    }
  };

  return {
    /**
     * The answer for `etag`, made by `make` when it is not held.
     * @param {string} etag
     * @param {() => Promise<string>} make
     * @returns {Promise<Answer>}
     */
    answer(etag, make) {
      const found = answers.get(etag);
      if (found) {
        answers.delete(etag);
        answers.set(etag, found);
        return Promise.resolve(found);
      }
      const pending = making.get(etag);
      if (pending) return pending;
      const made = make()
        .then((text) => {
          /** @type {Answer} */
          const answer = { etag, body: Buffer.from(text), encoded: {}, bytes: 0 };
          answers.set(etag, answer);
          count(answer, answer.body.length);
          return answer;
        })
        .finally(() => making.delete(etag));
      making.set(etag, made);
      return made;
    },

    /**
     * The answer's body in `encoding`, compressed on first use and kept with it.
     * @param {Answer} answer
     * @param {Encoding} encoding
     * @returns {Promise<Buffer>}
     */
    encode(answer, encoding) {
      if (encoding === 'identity') return Promise.resolve(answer.body);
      let copy = answer.encoded[encoding];
      if (!copy) {
        copy = ENCODERS[encoding](answer.body);
        answer.encoded[encoding] = copy;
        copy.then((bytes) => count(answer, bytes.length), () => delete answer.encoded[encoding]);
      }
      return copy;
    },

    /** Bytes held (bodies and finished compressed copies). */
    get heldBytes() {
      return held;
    },
  };
}

/** @typedef {ReturnType<typeof createAnswerCache>} AnswerCache */
