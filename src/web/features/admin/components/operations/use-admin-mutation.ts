import { useMutation, useQueryClient } from '@tanstack/react-query';
import { errorMessage } from '@web/lib/api-client';
import { toast } from '@web/lib/toast';

/**
 * An admin action: on success its toast, and every admin list read again (this tab's, the
 * others', and the audit log, which gained a row); on failure the server's words, else `failed`.
 */
export function useAdminMutation<Input, Result>(options: {
  run: (input: Input) => Promise<Result>;
  done: (result: Result, input: Input) => string;
  failed: string;
  onSuccess?: (result: Result) => void;
}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: options.run,
    onSuccess: (result, input) => {
      options.onSuccess?.(result);
      toast.success(options.done(result, input));
      void queryClient.invalidateQueries({
        predicate: (query) => String(query.queryKey[0] ?? '').startsWith('admin'),
      });
    },
    onError: (error) => {
      toast.error(errorMessage(error, options.failed));
    },
  });
}
