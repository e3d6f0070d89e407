CREATE TABLE "in_app_message_dismissals" (
	"message_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"dismissed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "in_app_message_dismissals_message_id_user_id_pk" PRIMARY KEY("message_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "in_app_message_dismissals" ADD CONSTRAINT "in_app_message_dismissals_message_id_in_app_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."in_app_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "in_app_message_dismissals" ADD CONSTRAINT "in_app_message_dismissals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;