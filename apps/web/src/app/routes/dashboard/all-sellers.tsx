import { COMPANY } from '@phonehaat/shared';
import { useDeleteSeller, useSellers, useVerifySeller } from '@/features/admin/api/users-admin';
import { SellersTable } from '@/features/admin/components/users-tables';

export function AllSellersPage() {
  const sellers = useSellers();
  const verify = useVerifySeller();
  const remove = useDeleteSeller();
  const busyId = verify.isPending ? verify.variables : remove.isPending ? remove.variables : undefined;
  return (
    <>
      <title>{`All Sellers · ${COMPANY.name}`}</title>
      <h1 className="mb-4 text-2xl font-extrabold tracking-tight text-secondary">All Sellers</h1>
      <SellersTable
        rows={sellers.data}
        isLoading={sellers.isPending}
        busyId={busyId}
        onVerify={(id) => verify.mutate(id)}
        onDelete={(id) => remove.mutate(id)}
      />
    </>
  );
}
