import { useSearchEverything } from '@shopdesk/api-client';
import { useEmployee } from '@shopdesk/session';
import { color, fontSize, fontWeight, inputStyle, Modal, radius, space } from '@shopdesk/ui-kit';
import { useId, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { paletteGroups, type PaletteOption } from './palette-options';

const Input = styled.input`
  ${inputStyle}
  min-height: 44px;
  font-size: ${fontSize('lg')};
`;

const Results = styled.div`
  max-height: min(60vh, 480px);
  margin-top: ${space('md')};
  overflow-y: auto;
`;

const GroupTitle = styled.div`
  padding: ${space('sm')} ${space('sm')} ${space('xs')};
  font-size: ${fontSize('xs')};
  font-weight: ${fontWeight('semibold')};
  color: ${color('textMuted')};
  text-transform: uppercase;
  letter-spacing: 0.04em;
`;

const Option = styled.div`
  display: flex;
  flex-direction: column;
  gap: 2px;
  padding: ${space('sm')};
  border-radius: ${radius('md')};
  cursor: pointer;
  &[aria-selected='true'] {
    color: ${color('primary')};
    background: ${color('primarySoft')};
  }
`;

const Detail = styled.span`
  font-size: ${fontSize('sm')};
  color: ${color('textMuted')};
  overflow-wrap: anywhere;
`;

const Status = styled.p`
  margin-top: ${space('md')};
  font-size: ${fontSize('sm')};
  color: ${color('textMuted')};
`;

/**
 * The command palette: one box that finds screens (those the employee's level may open), orders
 * (by id, transaction id, e-mail, name or phone), customers, services and employees, grouped.
 * Arrow keys move through what it found, Enter opens it, Esc closes. Mount it only while open.
 */
export function CommandPalette({ onClose }: { onClose: () => void }) {
  const navigate = useNavigate();
  const level = useEmployee()?.level ?? '';
  const [text, setText] = useState('');
  const [activeKey, setActiveKey] = useState<string | null>(null);
  const search = useSearchEverything(text);
  const groups = paletteGroups(text, search.hits, level);
  const options = groups.flatMap((group) => group.options);
  const active = options.find((option) => option.key === activeKey) ?? options[0];
  const listId = useId();
  const optionId = (option: PaletteOption) => `${listId}-${options.indexOf(option)}`;

  const choose = (option: PaletteOption | undefined) => {
    if (!option) return;
    onClose();
    void navigate(option.to);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const at = active ? options.indexOf(active) : -1;
    const moveTo = (index: number) => {
      const next = options[(index + options.length) % options.length];
      if (!next) return;
      setActiveKey(next.key);
      document.getElementById(optionId(next))?.scrollIntoView?.({ block: 'nearest' });
    };
    if (event.key === 'ArrowDown') moveTo(at + 1);
    else if (event.key === 'ArrowUp') moveTo(at - 1);
    else if (event.key === 'Home' && event.ctrlKey) moveTo(0);
    else if (event.key === 'End' && event.ctrlKey) moveTo(options.length - 1);
    else if (event.key === 'Enter') choose(active);
    else return;
    event.preventDefault();
  };

  const term = text.trim();
  const status = search.error
    ? search.error
    : search.searching
      ? 'Searching…'
      : term && options.length === 0
        ? `Nothing found for “${term}”`
        : `${options.length} ${options.length === 1 ? 'result' : 'results'}`;

  return (
    <Modal open title="Search" onClose={onClose}>
      <Input
        type="text"
        role="combobox"
        aria-label="Search orders, customers, services, employees and screens"
        aria-expanded={options.length > 0}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={active ? optionId(active) : undefined}
        placeholder="An order id, an e-mail, a name, a service, a screen…"
        autoComplete="off"
        spellCheck={false}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setActiveKey(null);
        }}
        onKeyDown={onKeyDown}
      />
      <Results id={listId} role="listbox" aria-label="Results">
        {groups.map((group) => (
          <div key={group.title} role="group" aria-labelledby={`${listId}-${group.title}`}>
            <GroupTitle id={`${listId}-${group.title}`} role="presentation">
              {group.title}
            </GroupTitle>
            {group.options.map((option) => (
              <Option
                key={option.key}
                id={optionId(option)}
                role="option"
                aria-selected={option === active}
                onMouseMove={() => option !== active && setActiveKey(option.key)}
                // The input keeps the focus: a click chooses without taking it away first.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => choose(option)}
              >
                <span>{option.label}</span>
                {option.detail && <Detail>{option.detail}</Detail>}
              </Option>
            ))}
          </div>
        ))}
      </Results>
      <Status aria-live="polite">{status}</Status>
    </Modal>
  );
}
