// The part of http_ece (RFC 8188 encrypted content) the tests' push service uses to read a push as
// the browser would: no types ship with the package.
declare module 'http_ece' {
  import type { ECDH } from 'node:crypto';
  export function decrypt(
    buffer: Buffer,
    params: { version: 'aes128gcm'; privateKey: ECDH; authSecret: string },
  ): Buffer;
}
