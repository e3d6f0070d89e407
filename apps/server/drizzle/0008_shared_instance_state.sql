CREATE TABLE "rate_limit_hits" (
	"key" text PRIMARY KEY NOT NULL,
	"hits" integer NOT NULL,
	"window_started_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "scheduled_runs" (
	"task" text NOT NULL,
	"slot" bigint NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "scheduled_runs_task_slot_pk" PRIMARY KEY("task","slot")
);
--> statement-breakpoint
CREATE TABLE "stored_file_chunks" (
	"key" text NOT NULL,
	"chunk_index" integer NOT NULL,
	"data" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stored_file_chunks_key_chunk_index_pk" PRIMARY KEY("key","chunk_index")
);
