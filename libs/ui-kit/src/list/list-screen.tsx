import { useId, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { Button } from '../components/button';
import { IconButton } from '../components/icon-button';
import { BackIcon, PlusIcon } from '../components/icons';
import { color, fontSize, fontWeight, narrowMedia, radius, shadow, space } from '../theme/theme-of';
import { DataTable, type DataTableProps } from './data-table';
import { ListToolbar } from './list-toolbar';
import { Pagination } from './pagination';
import type { ListState } from './use-list-state';
import { usePageInRange } from './use-page-in-range';

const Page = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${space('lg')};
`;

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${space('md')};
  ${narrowMedia} {
    flex-direction: column;
    align-items: stretch;
  }
`;

const TitleRow = styled.div`
  display: flex;
  align-items: center;
  gap: ${space('sm')};
`;

const Title = styled.h1`
  font-size: ${fontSize('xl')};
  font-weight: ${fontWeight('semibold')};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space('sm')};
`;

const Panel = styled.div`
  overflow: hidden;
  background: ${color('surface')};
  border: 1px solid ${color('border')};
  border-radius: ${radius('lg')};
  box-shadow: ${shadow('sm')};
`;

/** What ListScreen uses of `useListState()`. */
export type ListScreenState = Pick<
  ListState,
  'search' | 'setSearch' | 'page' | 'setPage' | 'isActive' | 'setIsActive' | 'limit'
>;

/** A list call's answer (spec §3). */
export interface ListData<T> {
  documents: T[];
  totalPages: number;
  totalItems: number;
}

export interface ListScreenProps<T> extends Omit<DataTableProps<T>, 'rows'> {
  title: string;
  list: ListScreenState;
  data: ListData<T> | undefined;
  /** Default true. */
  showSearch?: boolean;
  /** The Active/Archived filter; default true. */
  showFilter?: boolean;
  /** A back arrow: history back, or to `backTo` when given. */
  showBack?: boolean;
  backTo?: string;
  /** With `onCreate`: the 'Create New {topic}' button. */
  topic?: string;
  onCreate?: () => void;
  /** This screen's modals. */
  children?: ReactNode;
}

/**
 * Every list screen (spec §2, reusable list-screen behaviour): header with back arrow, search,
 * Active/Archived filter and 'Create New {topic}', then the table and the pagination bar.
 * A page beyond the answer's last page (stale URL, last row gone) is replaced by the last page.
 *
 * @example
 * const list = useListState({ filters: { type } });
 * const services = useApiList(queryKeys.services.lists, getServiceWithQuery, list.query);
 * <ListScreen title="VPN" topic="VPN" list={list} data={services.data} loading={services.isPending}
 *   refreshing={services.isPlaceholderData} columns={columns} rowActions={actions} onCreate={openCreate} showBack />
 */
export function ListScreen<T>({
  title,
  list,
  data,
  showSearch = true,
  showFilter = true,
  showBack = false,
  backTo,
  topic,
  onCreate,
  children,
  label,
  ...table
}: ListScreenProps<T>) {
  const navigate = useNavigate();
  const titleId = useId();
  if (onCreate && !topic) throw new TypeError('ListScreen: onCreate needs a topic for its Create New button');
  // Only an answer to the current query says whether the page exists; a placeholder does not.
  usePageInRange(list, table.loading || table.refreshing || table.error ? undefined : data);

  return (
    <Page aria-labelledby={titleId}>
      <Header>
        <TitleRow>
          {backTo !== undefined ? (
            <IconButton label="Back" icon={<BackIcon />} to={backTo} />
          ) : (
            showBack && <IconButton label="Back" icon={<BackIcon />} onClick={() => void navigate(-1)} />
          )}
          <Title id={titleId}>{title}</Title>
        </TitleRow>
        <Actions>
          <ListToolbar list={list} showSearch={showSearch} showFilter={showFilter} />
          {onCreate && (
            <Button icon={<PlusIcon />} onClick={onCreate}>
              Create New {topic}
            </Button>
          )}
        </Actions>
      </Header>
      <Panel>
        <DataTable label={label ?? title} rows={data?.documents} {...table} />
        {data && !table.error && (
          <Pagination
            page={list.page}
            limit={list.limit}
            totalPages={data.totalPages}
            totalItems={data.totalItems}
            onPageChange={list.setPage}
          />
        )}
      </Panel>
      {children}
    </Page>
  );
}
