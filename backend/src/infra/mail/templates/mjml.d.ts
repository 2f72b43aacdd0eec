// mjml 5 ships no type declarations; this is the part we use.
declare module 'mjml' {
  interface MjmlError {
    formattedMessage: string;
  }
  interface MjmlResult {
    html: string;
    errors: MjmlError[];
  }
  export default function mjml2html(
    input: string,
    options?: { validationLevel?: 'strict' | 'soft' | 'skip'; minify?: boolean; keepComments?: boolean },
  ): Promise<MjmlResult>;
}
