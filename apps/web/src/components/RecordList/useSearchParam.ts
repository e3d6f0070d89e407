import { useSearchParams } from "react-router-dom";

/**
 * A list screen's state kept in the URL: the current parameters and a setter that changes one of them
 * in place (history replaced, not pushed), removing it when the value is null or empty.
 */
export function useSearchParam(): [URLSearchParams, (name: string, value: string | null) => void] {
  const [params, setParams] = useSearchParams();
  const setParam = (name: string, value: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === null || value === "") next.delete(name);
        else next.set(name, value);
        return next;
      },
      { replace: true },
    );
  return [params, setParam];
}
