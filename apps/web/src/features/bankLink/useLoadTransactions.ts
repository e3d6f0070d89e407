/**
 * loadTransactions as the spec wants it (spec 001 §4 and §7.5, spec 000 §9): the call starts the
 * synchronisation of every linked connection, then the product waits 30 s and reloads the banks. Meanwhile
 * `secondsLeft` counts down for the progress the screen shows; the reload invalidates every cached answer
 * (banks, transactions, dashboard) and tells the shell.
 */
import { useQueryClient } from "@tanstack/react-query";
import { type ApiError, useApiMutation } from "@trezo/api";
import { LOAD_TRANSACTIONS_WAIT_MS } from "@trezo/domain";
import { useEffect, useRef, useState } from "react";

export interface LoadTransactionsOptions {
  companyId: number;
  onReloaded?: () => void;
  onFailed?: (error: ApiError) => void;
  /** @default LOAD_TRANSACTIONS_WAIT_MS (30 s) */
  waitMs?: number;
}

export function useLoadTransactions({
  companyId,
  onReloaded,
  onFailed,
  waitMs = LOAD_TRANSACTIONS_WAIT_MS,
}: LoadTransactionsOptions) {
  const queryClient = useQueryClient();
  const load = useApiMutation("loadTransactions");
  /** Milliseconds left of the wait, or null when no wait runs. */
  const [leftMs, setLeftMs] = useState<number | null>(null);
  const callbacks = useRef({ onReloaded, onFailed });
  callbacks.current = { onReloaded, onFailed };
  const timers = useRef<number[]>([]);

  useEffect(
    () => () => {
      for (const timer of timers.current) window.clearInterval(timer);
    },
    [],
  );

  const start = () => {
    if (load.isPending || leftMs !== null) return;
    load.mutate(
      { companyId },
      {
        onError: (error) => callbacks.current.onFailed?.(error),
        onSuccess: () => {
          const endsAt = Date.now() + waitMs;
          setLeftMs(waitMs);
          const tick = window.setInterval(
            () => {
              const left = Math.max(0, endsAt - Date.now());
              setLeftMs(left);
              if (left > 0) return;
              window.clearInterval(tick);
              void queryClient.invalidateQueries({ queryKey: ["api"] }).then(() => {
                setLeftMs(null);
                callbacks.current.onReloaded?.();
              });
            },
            Math.min(1_000, waitMs),
          );
          timers.current.push(tick);
        },
      },
    );
  };

  return {
    start,
    /** The call or its wait is running. */
    running: load.isPending || leftMs !== null,
    /** Whole seconds left of the wait (null outside it). */
    secondsLeft: leftMs === null ? null : Math.ceil(leftMs / 1_000),
    /** 0 to 100: how much of the wait has passed. */
    progress: leftMs === null ? 0 : Math.round(((waitMs - leftMs) / waitMs) * 100),
  };
}
