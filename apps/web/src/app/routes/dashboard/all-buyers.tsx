import { COMPANY } from '@phonehaat/shared';
import { useBuyers, useDeleteBuyer } from '@/features/admin/api/users-admin';
import { BuyersTable } from '@/features/admin/components/users-tables';

export function AllBuyersPage() {
  const buyers = useBuyers();
  const remove = useDeleteBuyer();
  return (
    <>
      <title>{`All Buyers · ${COMPANY.name}`}</title>
      <h1 className="mb-4 text-2xl font-extrabold tracking-tight text-secondary">All Buyers</h1>
      <BuyersTable
        rows={buyers.data}
        isLoading={buyers.isPending}
        busyId={remove.isPending ? remove.variables : undefined}
        onDelete={(id) => remove.mutate(id)}
      />
    </>
  );
}
