import { companionPath, titleBesideName } from "@contract/companions";
import { figureMark } from "@contract/glossary";
import { HeartHandshake } from "lucide-react";
import type { ReactNode } from "react";
import { Link, useLocation } from "wouter";
import { useCompanions } from "@/shared/api/get-companions";
import { Avatar } from "@/shared/ui/avatar";
import { Card, CardTitle } from "@/shared/ui/card";
import { PageHeader } from "@/shared/ui/page-header";
import { toast } from "@/shared/ui/toast-store";
import { useCreateCompanion } from "./api/create-companion";
import { CompanionForm } from "./components/companion-form";
import { createRequestOf } from "./logic/companion-draft";

/**
 * The companions feature's part of /companions: the owner's own companions, and the form that makes a new one (its page
 * opens once it is made). `beside`: what the page composing this panel adds between the list and the form (character
 * cards, issue 31).
 */
export function CompanionsPanel({ beside }: { beside?: ReactNode }) {
  const { data: companions } = useCompanions();
  const create = useCreateCompanion();
  const [, navigate] = useLocation();
  return (
    <div className="mx-auto max-w-4xl">
      <PageHeader icon={HeartHandshake} title="Companions">
        Companions of your own, beside the Cathedral's five: each with its page, its chat and its memory cores.
      </PageHeader>
      {companions && companions.length > 0 && (
        <ul className="mb-6 grid gap-3 sm:grid-cols-2" aria-label="Your companions" data-testid="companion-list">
          {companions.map((c) => (
            <li key={c.slug} data-accent={c.slug}>
              <Link
                href={companionPath(c.slug)}
                className="flex items-center gap-3 rounded-2xl border border-night-600 bg-night-850/80 p-3 transition hover:border-[var(--accent)]/60"
              >
                <Avatar src={c.avatar} alt="" className="size-12 ring-2 ring-[var(--accent)]/60" />
                <span className="min-w-0">
                  <span
                    className="block font-display text-[var(--accent)] text-lg [overflow-wrap:anywhere]"
                    {...figureMark("name", c.slug)}
                  >
                    {c.name}
                  </span>
                  {titleBesideName(c.name, c.title) && (
                    <span className="block text-mist-dim text-sm [overflow-wrap:anywhere]">{c.title}</span>
                  )}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      {beside}
      <Card>
        <CardTitle className="mb-4">New companion</CardTitle>
        <CompanionForm
          submitLabel="Create companion"
          busy={create.isPending}
          error={create.error}
          onSubmit={(draft) =>
            create.mutate(createRequestOf(draft), {
              onSuccess: (made) => {
                toast({ title: `${made.name} has joined the Citadel` });
                navigate(companionPath(made.slug));
              },
            })
          }
        />
      </Card>
    </div>
  );
}
