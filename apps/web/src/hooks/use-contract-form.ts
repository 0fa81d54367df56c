import { zodResolver } from "@hookform/resolvers/zod";
import { useCallback, useState } from "react";
import { type DefaultValues, type FieldValues, type Path, useForm } from "react-hook-form";
import type { z } from "zod";
import { errorMessage } from "../lib/api-error";

type ContractFormOptions<Input extends FieldValues, Output extends FieldValues> = {
  /** The contract's schema for the form: the same rules the server applies, with its messages. */
  schema: z.ZodType<Output, Input>;
  defaultValues: DefaultValues<Input>;
  /**
   * Sends the checked values (a mutation, unwrapped, and what follows it). A form that stays open
   * to confirm success resolves to the sentence that says so; others resolve to nothing.
   */
  send: (values: Output) => Promise<unknown>;
  /** Said when a call fails without a sentence of the server's own (no answer, a bare 5xx). */
  fallback: string;
  /** Runs after a failure is shown, with the values that were sent. */
  onFailure?: (error: unknown, values: Output) => void;
};

/**
 * A form over one of the contract's schemas: the fields (`field(name)` gives an input its
 * registration and its error), submission through `send`, and the server's answer: `failure` (its
 * sentence, else `fallback`) or `success`. After a success the form is done: its submit button
 * stays disabled.
 */
export function useContractForm<Input extends FieldValues, Output extends FieldValues>({
  schema,
  defaultValues,
  send,
  fallback,
  onFailure,
}: ContractFormOptions<Input, Output>) {
  const [failure, setFailure] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const form = useForm<Input, unknown, Output>({ resolver: zodResolver(schema), defaultValues });
  const { register, getFieldState, formState, handleSubmit } = form;

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      const confirmation = await send(values);
      if (typeof confirmation === "string") setSuccess(confirmation);
    } catch (error) {
      setFailure(errorMessage(error, fallback));
      onFailure?.(error, values);
    }
  });

  return {
    field: (name: Path<Input>) => ({
      ...register(name),
      error: getFieldState(name, formState).error?.message,
    }),
    submit,
    submitting: formState.isSubmitting,
    failure,
    /** Shows a failure of another call the form makes (sending a code again, say), or clears it. */
    setFailure,
    dismissFailure: useCallback(() => setFailure(null), []),
    success,
  };
}
