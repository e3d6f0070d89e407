import { type UseMutationOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import type { ApiClient, ClientCallInput } from "../client/apiClient";
import { ApiError, GENERIC_ERROR_MESSAGE } from "../client/request";
import type { CallJob } from "../contract/call";
import {
  type CallJobResult,
  type CallName,
  type CallOutput,
  contract,
  type JobCallName,
} from "../contract/contract";
import { apiQueryKey, useApiClient } from "./apiHooks";

/** How often a running job is asked for its progress. */
export const JOB_POLL_MS = 400;

/** What a job call gives once its job is done: the call's answer and the job's result. */
export interface JobOutcome<N extends JobCallName> {
  output: CallOutput<N>;
  result: CallJobResult<N>;
}

/**
 * What a job mutation fails with once the call itself was accepted: the change it made at once is
 * committed (a rule saved) and `output` holds the call's answer, but its job failed (or could not be
 * followed). A screen says so (saved, the follow-up failed) and may offer to run the work again,
 * rather than telling the user the change was refused.
 */
export class JobFailedError<N extends JobCallName = JobCallName> extends ApiError {
  constructor(
    readonly output: CallOutput<N>,
    cause: ApiError,
  ) {
    super(cause.message, cause.status, cause.code, cause.kind, cause.fields);
    this.name = "JobFailedError";
  }
}

/** The error a job follower stops with when its screen went away (not a failure of the job). */
export const JOB_FOLLOW_ABORTED = "job_follow_aborted";

/**
 * Polls the job `jobId` with the call its entry names (getJob, getDashboardJob) until it is done, and
 * parses its result with the entry's schema. A job that a later one superseded (its result names it in
 * `supersededBy`) is followed to that one, each job once; the result keeps the first job's own fields
 * (a rule set's `rules`) with the counts of the job that finished the pass. A failed job rejects with
 * its localised message; `signal` stops the polling (rejecting with the code JOB_FOLLOW_ABORTED).
 */
export async function followJob<N extends JobCallName>(
  client: ApiClient,
  name: N,
  jobId: string,
  options: {
    companyId?: number | undefined;
    onProgress?: (percent: number) => void;
    pollMs?: number;
    signal?: AbortSignal;
  } = {},
): Promise<CallJobResult<N>> {
  const declaration: CallJob = contract[name].job;
  const scope = options.companyId === undefined ? {} : { companyId: options.companyId };
  const aborted = () => new ApiError(GENERIC_ERROR_MESSAGE, undefined, JOB_FOLLOW_ABORTED, "network");
  const followed = new Set<string>();
  let own: Record<string, unknown> = {};
  let id = jobId;
  for (;;) {
    if (options.signal?.aborted) throw aborted();
    const job = await client.call(declaration.followWith, { ...scope, jobId: id });
    if (job.status === "failed")
      throw new ApiError(job.error?.message || GENERIC_ERROR_MESSAGE, undefined, job.error?.code, "status");
    const supersededBy = job.result?.supersededBy;
    if (job.status === "done" && typeof supersededBy === "string") {
      if (followed.size === 0) own = { ...job.result };
      followed.add(id);
      if (followed.has(supersededBy))
        throw new ApiError(GENERIC_ERROR_MESSAGE, undefined, "job_supersession_cycle", "status");
      id = supersededBy;
    } else if (job.status === "done") {
      options.onProgress?.(100);
      return declaration.result.parse({ ...own, ...job.result }) as CallJobResult<N>;
    } else {
      options.onProgress?.(job.progress);
      await new Promise((resolve) => setTimeout(resolve, options.pollMs ?? JOB_POLL_MS));
    }
  }
}

type JobMutationOptions<N extends JobCallName> = Omit<
  UseMutationOptions<JobOutcome<N>, ApiError, ClientCallInput<N>>,
  "mutationFn"
> & {
  /**
   * Calls whose cached results the call and its job make stale: refreshed once the call is accepted
   * (its change is committed) and again once the job has ended.
   */
  invalidates?: readonly CallName[];
  /** Told as soon as the call is accepted, before its job ends (the change it made is committed). */
  onAccepted?: (output: CallOutput<N>, input: ClientCallInput<N>) => void;
};

/**
 * Sends a call that runs as a job (its contract entry declares `job`) and follows the job the same way
 * for every such call: the mutation settles when the job is done (onSuccess gets the answer and the
 * job's result) or failed (onError gets its message); meanwhile `progress` holds 0 to 100 (null when no
 * job runs). The calls named in `invalidates` are refreshed once the call is accepted and again once
 * the job has ended either way, since the change the call made at once stays. A job that fails after
 * the call was accepted rejects with a JobFailedError (the change is saved, its follow-up is not).
 */
export function useJobMutation<N extends JobCallName>(name: N, options: JobMutationOptions<N> = {}) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<number | null>(null);
  // Following stops when the screen that started it goes away: its callbacks would act on a screen
  // the user left (close another editor, notify a failure that is none).
  const unmounted = useRef(new AbortController());
  useEffect(() => {
    const controller = new AbortController();
    unmounted.current = controller;
    return () => controller.abort();
  }, []);
  const { invalidates = [], onAccepted, onSettled, onSuccess, onError, ...rest } = options;
  const refresh = () =>
    Promise.all(invalidates.map((call) => queryClient.invalidateQueries({ queryKey: apiQueryKey(call) })));
  const mutation = useMutation<JobOutcome<N>, ApiError, ClientCallInput<N>>({
    mutationKey: ["api", name],
    mutationFn: async (input) => {
      const output = await client.call(name, input);
      setProgress(0);
      // The call's own change is committed: lists show it now, not only when the job ends.
      void refresh();
      if (!unmounted.current.signal.aborted) onAccepted?.(output, input);
      try {
        const companyId = (input as { companyId?: number }).companyId;
        const result = await followJob(client, name, (output as { jobId: string }).jobId, {
          companyId,
          onProgress: setProgress,
          signal: unmounted.current.signal,
        });
        return { output, result };
      } catch (error) {
        if (error instanceof ApiError && error.code !== JOB_FOLLOW_ABORTED)
          throw new JobFailedError<N>(output, error);
        throw error;
      } finally {
        setProgress(null);
      }
    },
    ...rest,
    onSuccess: (...args) => (unmounted.current.signal.aborted ? undefined : onSuccess?.(...args)),
    onError: (...args) =>
      args[0].code === JOB_FOLLOW_ABORTED || unmounted.current.signal.aborted
        ? undefined
        : onError?.(...args),
    onSettled: async (...args) => {
      await refresh();
      await onSettled?.(...args);
    },
  });
  return { ...mutation, progress };
}
