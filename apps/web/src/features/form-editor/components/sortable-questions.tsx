import { useLingui } from '@lingui/react/macro';
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  MouseSensor,
  TouchSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type MouseSensorOptions,
  type TouchSensorOptions,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useRef, type MouseEvent as ReactMouseEvent, type TouchEvent as ReactTouchEvent } from 'react';
import type { DraftQuestion, EditorAction, QuestionProblems } from '../editor-state.ts';
import { QuestionCard, type QuestionConditionInfo } from './question-card.tsx';

/**
 * A drag may start anywhere on a question card, but never from one of its controls: typing,
 * choosing or pressing a button must not move the question (admin-area §5). The drag handle is
 * the one button that starts a drag, and the keyboard drags from the handle only (dnd-kit's
 * keyboard sensor answers only on the activator node).
 */
export function startsDrag(target: EventTarget | null, keyboard = false): boolean {
  if (!(target instanceof Element)) return false;
  if (target.closest('[data-drag-handle]')) return true;
  if (keyboard) return false;
  return !target.closest('input, select, textarea, button, a, label, [contenteditable="true"], [role="switch"]');
}

class CardMouseSensor extends MouseSensor {
  static override activators = [
    {
      eventName: 'onMouseDown' as const,
      handler: ({ nativeEvent }: ReactMouseEvent, { onActivation }: MouseSensorOptions) => fromCard(nativeEvent, onActivation),
    },
  ];
}
class CardTouchSensor extends TouchSensor {
  static override activators = [
    {
      eventName: 'onTouchStart' as const,
      handler: ({ nativeEvent }: ReactTouchEvent, { onActivation }: TouchSensorOptions) => fromCard(nativeEvent, onActivation),
    },
  ];
}
function fromCard(event: Event, onActivation?: (args: { event: Event }) => void): boolean {
  if (event instanceof MouseEvent && event.button !== 0) return false;
  if (!startsDrag(event.target)) return false;
  onActivation?.({ event });
  return true;
}

interface SortableQuestionsProps {
  page: number;
  pageCount: number;
  questions: DraftQuestion[];
  problems: QuestionProblems;
  dispatch: (action: EditorAction) => void;
  conditions: Record<string, QuestionConditionInfo>;
}

/** The current page's questions, reordered by mouse, touch or keyboard (dnd-kit), announced to screen readers. */
export function SortableQuestions({ page, pageCount, questions, problems, dispatch, conditions }: SortableQuestionsProps) {
  const { t } = useLingui();
  const sensors = useSensors(
    useSensor(CardMouseSensor, { activationConstraint: { distance: 6 } }),
    useSensor(CardTouchSensor, { activationConstraint: { delay: 200, tolerance: 8 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const keys = questions.map((q) => q.key);
  const describe = (key: string | number) => {
    const index = keys.indexOf(String(key));
    const q = questions[index];
    const title = q?.question.trim();
    const number = index + 1;
    const name = title ? `“${title}”` : t`Question ${number}`;
    return { name, position: index + 1 };
  };
  const count = questions.length;
  // dnd-kit reports the question over itself right after pick-up: that would talk over the pick-up message.
  const justPickedUp = useRef(false);
  const announcements: Announcements = {
    onDragStart: ({ active }) => {
      justPickedUp.current = true;
      const { name, position } = describe(active.id);
      return t`Picked up question ${name}. It is at position ${position} of ${count} on Page ${page}.`;
    },
    onDragOver: ({ active, over }) => {
      if (justPickedUp.current && over?.id === active.id) {
        justPickedUp.current = false;
        return undefined;
      }
      justPickedUp.current = false;
      const name = describe(active.id).name;
      if (!over) return t`Question ${name} is no longer over a position.`;
      const position = describe(over.id).position;
      return t`Question ${name} moved to position ${position} of ${count} on Page ${page}.`;
    },
    onDragEnd: ({ active, over }) => {
      const name = describe(active.id).name;
      if (!over) return t`Question ${name} was dropped back where it was.`;
      const position = describe(over.id).position;
      return t`Question ${name} dropped at position ${position} of ${count} on Page ${page}.`;
    },
    onDragCancel: ({ active }) => {
      const { name, position } = describe(active.id);
      return t`Moving cancelled. Question ${name} returned to position ${position}.`;
    },
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over && active.id !== over.id) dispatch({ type: 'reorder', activeKey: String(active.id), overKey: String(over.id) });
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{
        announcements,
        screenReaderInstructions: {
          draggable: t`To reorder a question, press Space or Enter on its handle, use the Up and Down arrow keys to move it, then Space or Enter to drop it, or Escape to cancel.`,
        },
      }}
    >
      <SortableContext items={keys} strategy={verticalListSortingStrategy}>
        <ol className="space-y-3" aria-label={t`Questions on Page ${page}`}>
          {questions.map((q, index) => (
            <SortableQuestion
              key={q.key}
              question={q}
              position={index + 1}
              pageCount={pageCount}
              problem={problems[q.key]}
              dispatch={dispatch}
              condition={conditions[q.key] ?? { sources: [], summary: null }}
            />
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}

function SortableQuestion(props: {
  question: DraftQuestion;
  position: number;
  pageCount: number;
  problem?: string;
  dispatch: (action: EditorAction) => void;
  condition: QuestionConditionInfo;
}) {
  const sortable = useSortable({ id: props.question.key });
  const style = { transform: CSS.Translate.toString(sortable.transform), transition: sortable.transition };
  return (
    <QuestionCard
      {...props}
      drag={{
        setNodeRef: sortable.setNodeRef,
        setActivatorNodeRef: sortable.setActivatorNodeRef,
        attributes: sortable.attributes,
        listeners: sortable.listeners,
        style,
        isDragging: sortable.isDragging,
      }}
    />
  );
}
