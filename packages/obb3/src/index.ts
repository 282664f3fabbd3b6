/**
 * Placeholder until the package lands.
 * @packageDocumentation
 */
export {};
