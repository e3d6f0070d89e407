import {
  Button,
  Checkbox,
  ConfirmDialog,
  Heading,
  Inline,
  Stack,
  Tag,
  Text,
  TextField,
  type TextFieldProps,
} from "@trezo/ui";
import { useState } from "react";
import type { Scenario } from "../../forecast/forecastQueries";
import { useSeriesMutation } from "../../forecast/forecastQueries";
import { useT } from "../../i18n/appI18n";
import * as styles from "./SidePanel.css";
import { useSeriesAction } from "./useSeriesAction";

type ScenarioEvent = Scenario["events"][number];

/** The name of an events group, as the server takes it (64 characters at most). */
function GroupField(props: Omit<TextFieldProps, "maxLength">) {
  return <TextField {...props} maxLength={64} />;
}

export function ScenarioEvents({
  companyId,
  scenario,
  canEdit,
  onOpen,
}: {
  companyId: number;
  scenario: Scenario;
  canEdit: boolean;
  onOpen: (cfsId: number) => void;
}) {
  const t = useT();
  const { mutateAsync: updateEvent } = useSeriesMutation("updateEvent");
  const { mutateAsync: updateMultipleEvents } = useSeriesMutation("updateMultipleEvents");
  const { mutateAsync: deleteEvent } = useSeriesMutation("deleteEvent");
  const { mutateAsync: deleteMultipleEvents } = useSeriesMutation("deleteMultipleEvents");
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [editing, setEditing] = useState<number | null>(null);
  const [bulkGroup, setBulkGroup] = useState("");
  const [confirm, setConfirm] = useState<{ ids: number[] } | null>(null);
  const { busy, run } = useSeriesAction();
  const events = scenario.events;
  const chosen = events.filter((event) => selected.has(event.id)).map((event) => event.id);

  const nameOf = (event: ScenarioEvent) =>
    event.name || event.cash_flow_series.label || t(`series.events.kinds.${event.kind}`);

  return (
    <section aria-labelledby="scenario-events-title">
      <Stack gap="sm">
        <Heading level={3} id="scenario-events-title">
          {t("series.events.title")}
        </Heading>
        {events.length === 0 ? (
          <Text tone="muted">{t("series.events.empty")}</Text>
        ) : (
          <ul className={styles.list}>
            {events.map((event) => (
              <li key={event.id} className={styles.item}>
                <Stack gap="xxs">
                  <Inline gap="xs">
                    {canEdit ? (
                      <Checkbox
                        isSelected={selected.has(event.id)}
                        onChange={(on) =>
                          setSelected((current) => {
                            const next = new Set(current);
                            if (on) next.add(event.id);
                            else next.delete(event.id);
                            return next;
                          })
                        }
                        aria-label={t("series.events.select", { name: nameOf(event) })}
                      />
                    ) : null}
                    <Text weight="semibold">{nameOf(event)}</Text>
                  </Inline>
                  <Inline gap="xs">
                    <Tag>{t(`series.events.kinds.${event.kind}`)}</Tag>
                    {event.group_id !== null ? (
                      <Tag>{t("series.events.group", { group: event.group_id })}</Tag>
                    ) : (
                      <Text size="sm" tone="muted">
                        {t("series.events.noGroup")}
                      </Text>
                    )}
                  </Inline>
                  {editing === event.id ? (
                    <EventForm
                      event={event}
                      busy={busy}
                      onCancel={() => setEditing(null)}
                      onSave={(name, group) =>
                        void run(
                          () =>
                            updateEvent({
                              companyId,
                              eventId: event.id,
                              name,
                              group_id: group,
                            }),
                          t("series.events.saved"),
                        ).then((ok) => {
                          if (ok) setEditing(null);
                        })
                      }
                    />
                  ) : null}
                </Stack>
                {canEdit ? (
                  <div className={styles.itemActions}>
                    {event.kind !== "remove" ? (
                      <Button variant="ghost" size="small" onClick={() => onOpen(event.cfs_id)}>
                        {t("series.events.openSeries")}
                      </Button>
                    ) : null}
                    <Button
                      variant="ghost"
                      size="small"
                      aria-label={t("series.events.editOf", { name: nameOf(event) })}
                      onClick={() => setEditing(event.id)}
                    >
                      {t("series.list.edit")}
                    </Button>
                    {event.group_id !== null ? (
                      <Button
                        variant="ghost"
                        size="small"
                        disabled={busy}
                        aria-label={t("series.events.ungroupOf", { name: nameOf(event) })}
                        onClick={() =>
                          void run(
                            () => updateEvent({ companyId, eventId: event.id, group_id: null }),
                            t("series.events.saved"),
                          )
                        }
                      >
                        {t("series.events.ungroup")}
                      </Button>
                    ) : null}
                    <Button
                      variant="ghost"
                      size="small"
                      aria-label={t("series.events.deleteOf", { name: nameOf(event) })}
                      onClick={() => setConfirm({ ids: [event.id] })}
                    >
                      {t("series.editor.delete")}
                    </Button>
                  </div>
                ) : null}
              </li>
            ))}
          </ul>
        )}
        {canEdit && chosen.length > 0 ? (
          <Stack gap="xs" aria-label={t("series.events.bulk", { count: chosen.length })} role="group">
            <Text size="sm">{t("series.events.bulk", { count: chosen.length })}</Text>
            <GroupField label={t("series.events.groupName")} value={bulkGroup} onChange={setBulkGroup} />
            <Inline gap="xs">
              <Button
                size="small"
                disabled={busy || bulkGroup.trim() === ""}
                onClick={() =>
                  void run(
                    () =>
                      updateMultipleEvents({
                        companyId,
                        events: chosen.map((id) => ({ id, group_id: bulkGroup.trim() })),
                      }),
                    t("series.events.saved"),
                  ).then((ok) => {
                    if (ok) setSelected(new Set());
                  })
                }
              >
                {t("series.events.groupSelected")}
              </Button>
              <Button
                size="small"
                variant="secondary"
                disabled={busy}
                onClick={() =>
                  void run(
                    () =>
                      updateMultipleEvents({
                        companyId,
                        events: chosen.map((id) => ({ id, group_id: null })),
                      }),
                    t("series.events.saved"),
                  ).then((ok) => {
                    if (ok) setSelected(new Set());
                  })
                }
              >
                {t("series.events.ungroupSelected")}
              </Button>
              <Button size="small" variant="danger" onClick={() => setConfirm({ ids: chosen })}>
                {t("series.events.deleteSelected")}
              </Button>
            </Inline>
          </Stack>
        ) : null}
      </Stack>
      <ConfirmDialog
        open={confirm !== null}
        onOpenChange={(open) => {
          if (!open) setConfirm(null);
        }}
        title={t("series.events.deleteTitle", { count: confirm?.ids.length ?? 0 })}
        tone="danger"
        confirmLabel={t("series.editor.delete")}
        loading={busy}
        onConfirm={() => {
          const ids = confirm?.ids ?? [];
          const [only] = ids;
          void run(
            () =>
              ids.length === 1 && only !== undefined
                ? deleteEvent({ companyId, eventId: only })
                : deleteMultipleEvents({ companyId, eventIds: ids }),
            t("series.events.deleted", { count: ids.length }),
          ).then((ok) => {
            if (!ok) return;
            setConfirm(null);
            setSelected(new Set());
          });
        }}
      >
        {t("series.events.deleteText", { count: confirm?.ids.length ?? 0 })}
      </ConfirmDialog>
    </section>
  );
}

/** Renames an event and sets its group (empty: out of any group). */
function EventForm({
  event,
  busy,
  onSave,
  onCancel,
}: {
  event: ScenarioEvent;
  busy: boolean;
  onSave: (name: string, group: string | null) => void;
  onCancel: () => void;
}) {
  const t = useT();
  const [name, setName] = useState(event.name);
  const [group, setGroup] = useState(event.group_id ?? "");
  return (
    <Stack gap="xs">
      <TextField label={t("series.events.name")} value={name} onChange={setName} maxLength={200} />
      <GroupField
        label={t("series.fields.group")}
        description={t("series.events.groupHelp")}
        value={group}
        onChange={setGroup}
      />
      <Inline gap="xs">
        <Button
          size="small"
          loading={busy}
          onClick={() => onSave(name.trim(), group.trim() === "" ? null : group.trim())}
        >
          {t("series.editor.save")}
        </Button>
        <Button size="small" variant="ghost" onClick={onCancel}>
          {t("common.cancel")}
        </Button>
      </Inline>
    </Stack>
  );
}
