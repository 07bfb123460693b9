import { useForm, type SubmissionResult } from "@conform-to/react";
import type { z } from "zod";

/**
 * A Conform form whose validation happens on the server only: the action parses it with the form's
 * zod schema and answers with the German messages. The schema is named as a type parameter
 * (`useAppForm<typeof schema>(actionData)`), so zod never reaches the browser bundle (byte budget).
 * The same without Conform's client runtime (≈ 8.5 KB): `useReplyForm` in `~/reply-form` (decision 0010).
 */
export function useAppForm<Schema extends z.ZodType>(
  lastResult: SubmissionResult<string[]> | null | undefined,
  options: { id?: string; defaultValue?: Partial<z.input<Schema>> } = {},
) {
  return useForm<z.input<Schema> & Record<string, unknown>>({
    id: options.id,
    lastResult,
    defaultValue: options.defaultValue as never,
  });
}
