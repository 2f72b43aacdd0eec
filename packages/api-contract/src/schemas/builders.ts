import {
  KindGuard,
  Type,
  type ObjectOptions,
  type SchemaOptions,
  type TProperties,
  type TSchema,
} from '@sinclair/typebox';

/**
 * The few ways the contract builds a schema. Each schema is a JSON Schema (draft 2020-12, as OpenAPI 3.1 reads it)
 * AND, through `Static<typeof …>`, the TypeScript type the backend and both frontends use: one declaration, so the
 * OpenAPI document, the code and the frontends cannot drift apart.
 *
 * A `title` names the schema in the OpenAPI document's components (`#/components/schemas/<title>`).
 */

/** A JSON object with exactly these properties: an answer that carries anything else does not match the document. */
export const Obj = <T extends TProperties>(properties: T, options: ObjectOptions = {}) =>
  Type.Object(properties, { additionalProperties: false, ...options });

/** `T | null`. */
export const Nullable = <T extends TSchema>(schema: T, options: SchemaOptions = {}) =>
  Type.Union([schema, Type.Null()], options);

/** One of these strings (an `as const` list of the contract, e.g. CONDITIONS). */
export const OneOf = <const T extends readonly string[]>(values: T, options: SchemaOptions = {}) =>
  Type.Unsafe<T[number]>({ type: 'string', enum: [...values], ...options });

/** An ISO 8601 date and time as JSON carries it ("2026-11-26T14:00:00.000Z"). */
export const DateTime = (options: SchemaOptions = {}) => Type.String({ format: 'date-time', ...options });

/** A calendar date, yyyy-mm-dd. */
export const DateOnly = (options: SchemaOptions = {}) => Type.String({ format: 'date', ...options });

export const Uuid = (options: SchemaOptions = {}) => Type.String({ format: 'uuid', ...options });

export type { Static, TSchema } from '@sinclair/typebox';

/** Whether a value is one of the contract's schemas (TypeBox marks them). */
export const isSchema = (value: unknown): value is TSchema => KindGuard.IsSchema(value);

/** The schema with a description (what the field means, for the document's readers). */
export const Described = <T extends TSchema>(schema: T, description: string): T => ({ ...schema, description });
