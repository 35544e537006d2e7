import { useMutation } from '@tanstack/react-query';
import { billingApi, goToCheckout } from '@web/lib/api/billing-api';
import { toast } from '@web/lib/toast';
import { useNavigate } from 'react-router';

/**
 * Upgrade: the server opens the provider's checkout (the plan table's price, never ours) and the
 * browser goes there. A refusal is worded by the server (§8 'Failed to upgrade subscription.
 * Please try again.').
 */
export function useUpgrade() {
  const navigate = useNavigate();
  return useMutation({
    mutationFn: billingApi.checkout,
    onSuccess: ({ url }) => goToCheckout(url, (path) => void navigate(path)),
    onError: (error) => toast.error(error.message),
  });
}
