import { COMPANY, type ReportedConversation } from '@phonehaat/shared';
import { QueryError } from '@/components/ui/query-error';
import { useConfirm } from '@/components/ui/use-confirm';
import {
  useDismissConversationReport,
  useDismissingIds,
  useReportedConversations,
} from '@/features/messages/api/reported-conversations';
import { CHAT_WORDS } from '@/features/messages/chat-text';
import {
  ReportedConversations,
  ReportedConversationsSkeleton,
} from '@/features/messages/components/reported-conversations';
import { notifyError } from '@/lib/notify-error';
import { toast } from '@/lib/toast';

/** Reported Chats (Admin, issue 17): conversations a buyer or a seller reported, to read and dismiss. */
export function ReportedChatsPage() {
  const list = useReportedConversations();
  const dismiss = useDismissConversationReport();
  const busyIds = useDismissingIds();
  const { confirm, dialog } = useConfirm();

  const onDismiss = async (report: ReportedConversation) => {
    const yes = await confirm({
      message: CHAT_WORDS.dismissConfirm(),
      description: report.device,
      confirmLabel: CHAT_WORDS.dismiss(),
    });
    if (!yes) return;
    dismiss.mutate(report._id, { onSuccess: () => toast.success(CHAT_WORDS.dismissedToast()), onError: notifyError });
  };

  return (
    <>
      <title>{`${CHAT_WORDS.reportedChats()} · ${COMPANY.name}`}</title>
      <h1 className="mb-4 text-2xl font-extrabold tracking-tight text-secondary">{CHAT_WORDS.reportedChats()}</h1>
      {list.isError ? (
        <QueryError error={list.error} onRetry={() => void list.refetch()} />
      ) : list.data ? (
        <ReportedConversations reports={list.data} onDismiss={(report) => void onDismiss(report)} busyIds={busyIds} />
      ) : (
        <ReportedConversationsSkeleton />
      )}
      {dialog}
    </>
  );
}
