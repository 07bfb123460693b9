import { withErrorPages } from "~/.server/service-errors";
import { pageDescription } from "~/meta";
import { EditPartPage } from "./edit-part";
import { RecipientFields } from "./forms";
import { editPartAction, editPartLoader } from "./letters.server";
import type { Route } from "./+types/edit.recipient";
import { href } from "react-router";
import { changesOnly } from "~/domain/after-death/read-only";

export const handle = changesOnly(href("/overview/letters"));

export const loader = withErrorPages((args: Route.LoaderArgs) => editPartLoader(args, "recipient"));
export const action = withErrorPages((args: Route.ActionArgs) => editPartAction(args, "recipient"));
export const meta = () => pageDescription("letters.edit.description");

export default function EditRecipient({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <EditPartPage part="recipient" loaderData={loaderData} actionData={actionData}>
      {(fields) => <RecipientFields fields={fields} />}
    </EditPartPage>
  );
}
