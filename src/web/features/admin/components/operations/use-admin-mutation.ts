import { useMutation, useQueryClient } from '@tanstack/react-query';
import { errorMessage } from '@web/lib/api-client';
import { toast } from '@web/lib/toast';
import { adminOperationsKeys } from '../../api/admin-operations-api';
import { adminKeys } from '../../api/moderation-api';

/**
 * An admin action: on success its toast, and the operations tabs and the audit log (which gained
 * a row) read again; on failure the server's words, else `failed`.
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
      void queryClient.invalidateQueries({ queryKey: adminOperationsKeys.all });
      void queryClient.invalidateQueries({ queryKey: adminKeys.auditLog });
    },
    onError: (error) => {
      toast.error(errorMessage(error, options.failed));
    },
  });
}
