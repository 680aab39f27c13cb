/**
 * Per operationId, what the contract says an operation takes and answers, as its handler sees them
 * once the contract's validator has run (query and form fields coerced to their declared types,
 * defaults filled in, files kept apart). Read from the generated map (src/generated/operations.ts),
 * so a server typed with these cannot drift from the contract: a renamed or missing field fails tsc.
 * Types only.
 */
import type { operations, QueryDefaults } from '../generated/operations';

/** The generated map: per operationId its parameters, request body and responses. */
export type Operations = operations;
/** Every operationId of the contract. */
export type OperationId = keyof operations;

type Defined<T> = Exclude<T, undefined>;
/** An object with no fields: reading any field of it fails tsc. */
type NoFields = Record<never, never>;
type Flat<T> = { [K in keyof T]: T[K] } & NoFields;

/** Path parameters (`{id}` → `id`), always present. */
export type OperationParams<K extends OperationId> = [
  Defined<operations[K]['parameters']['path']>,
] extends [never]
  ? NoFields
  : Defined<operations[K]['parameters']['path']>;

type Query<K extends OperationId> = [Defined<operations[K]['parameters']['query']>] extends [never]
  ? NoFields
  : Defined<operations[K]['parameters']['query']>;
type Defaulted<K extends OperationId> = K extends keyof QueryDefaults
  ? QueryDefaults[K] & keyof Query<K>
  : never;

/** Query parameters, coerced to their declared types; a parameter with a default is always there. */
export type OperationQuery<K extends OperationId> = Flat<
  Omit<Query<K>, Defaulted<K>> & Required<Pick<Query<K>, Defaulted<K>>>
>;

type IsFile<T> = [Defined<T>] extends [Blob | Blob[]] ? true : false;
type FormFields<F> = { [P in keyof F as IsFile<F[P]> extends true ? never : P]: F[P] };
type FormFiles<F> = { [P in keyof F]-?: IsFile<F[P]> extends true ? P : never }[keyof F];
type Content<K extends OperationId> = operations[K] extends { requestBody?: infer B }
  ? B extends { content: infer C }
    ? C
    : never
  : never;

/**
 * The JSON body, or a form's fields without its files (those arrive apart, as uploads). `undefined`
 * when the operation takes no body or makes it optional and none was sent.
 */
export type OperationBody<K extends OperationId> = operations[K] extends { requestBody?: infer B }
  ? B extends { content: infer C }
    ? C extends { 'application/json': infer J }
      ? J
      : C extends { 'multipart/form-data': infer F }
        ? FormFields<F>
        : never
    : undefined
  : undefined;

/** The names of a form's file fields (none for a JSON operation). */
export type OperationFileField<K extends OperationId> =
  Content<K> extends { 'multipart/form-data': infer F } ? FormFiles<F> & string : never;

type Responses<K extends OperationId> = operations[K]['responses'];
type SuccessStatus<K extends OperationId> = {
  [S in keyof Responses<K>]: `${S & number}` extends `2${string}` ? S : never;
}[keyof Responses<K>];
type Answer<R> = R extends { content: infer C }
  ? C extends { 'application/json': infer J }
    ? J
    : C[keyof C]
  : void;

/** The success answer: the union of the 2xx bodies (JSON, or the media of a download); `void` for 204. */
export type OperationResult<K extends OperationId> = Answer<Responses<K>[SuccessStatus<K>]>;
